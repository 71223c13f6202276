import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from 'antd';
import { MAX_UPDATE_IMAGES } from '@contract/content';
import { acceptFor } from '@contract/uploads';
import { acceptImage } from '@/shared/ui/admin-image-field';
import { notifyError } from '@/shared/ui/toast';
import type { PhotosValue } from '../lib/formValues';

type PhotosFieldProps = {
  value?: PhotosValue;
  onChange?: (value: PhotosValue) => void;
  /** Given by antd's Form.Item, so its label names the file input. */
  id?: string;
};

/** A chosen file's thumbnail, its object URL freed when it goes. */
function ChosenThumb({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className="update-photos__thumb" src={url} alt={alt} /> : null;
}

/**
 * An update's photos as a form control: those stored (an edit's) and those chosen, each with a
 * button that takes it out, and a picker for more while there is room for them. A refused file
 * is told in the shared image toast and left out; past the limit, the first that fit are taken.
 */
export function PhotosField({ value = { kept: [], added: [] }, onChange, id }: PhotosFieldProps) {
  const { t } = useTranslation();
  const { kept, added } = value;
  const room = MAX_UPDATE_IMAGES - kept.length - added.length;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const accepted = files.filter((file) => acceptImage('projectUpdate', file, t));
    if (accepted.length > room) {
      notifyError(t('adminProjectUpdates.tooManyPhotos', { max: MAX_UPDATE_IMAGES }));
    }
    const taken = accepted.slice(0, room);
    if (taken.length > 0) onChange?.({ kept, added: [...added, ...taken] });
  };

  const photos = [
    ...kept.map((url) => ({
      key: url,
      thumb: (alt: string) => <img className="update-photos__thumb" src={url} alt={alt} />,
      remove: () => onChange?.({ kept: kept.filter((other) => other !== url), added }),
    })),
    ...added.map((file, index) => ({
      key: `${index}-${file.name}`,
      thumb: (alt: string) => <ChosenThumb file={file} alt={alt} />,
      remove: () => onChange?.({ kept, added: added.filter((other) => other !== file) }),
    })),
  ];

  return (
    <div className="update-photos">
      {photos.length > 0 && (
        <ul className="update-photos__grid" aria-label={t('adminProjectUpdates.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.key} className="update-photos__item">
              {photo.thumb(t('adminProjectUpdates.photoNumber', { number: index + 1 }))}
              <Button
                size="small"
                className="update-photos__remove"
                aria-label={t('adminProjectUpdates.removePhoto', { number: index + 1 })}
                onClick={photo.remove}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        multiple
        accept={acceptFor('projectUpdate')}
        disabled={room <= 0}
        onChange={choose}
      />
      <Typography.Text type="secondary">
        {t('adminProjectUpdates.photosHint', { max: MAX_UPDATE_IMAGES })}
      </Typography.Text>
    </div>
  );
}
