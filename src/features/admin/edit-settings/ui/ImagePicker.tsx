import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Typography } from 'antd';
import { acceptFor, type UploadKind } from '@contract/uploads';
import type { ChosenImage } from '../model/useChosenImage';

type ImagePickerProps = {
  kind: UploadKind;
  label: string;
  hint: string;
  chosen: ChosenImage;
  /** The image stored now, if any. */
  currentUrl: string;
};

/** A file picker for one image, with the stored image and a preview of the chosen file. */
export function ImagePicker({ kind, label, hint, chosen, currentUrl }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = t('settingsFields.currentImage');
  const pending = t('settingsFields.chosenImage');

  return (
    <div className="settings-image">
      <Form.Item label={label} htmlFor={id} extra={hint}>
        <input
          key={chosen.inputKey}
          id={id}
          type="file"
          accept={acceptFor(kind)}
          onChange={chosen.onChange}
        />
      </Form.Item>
      <div className="settings-image__previews">
        <figure className="settings-image__figure">
          <figcaption>{current}</figcaption>
          {currentUrl ? (
            <img className="settings-image__img" src={currentUrl} alt={current} />
          ) : (
            <Typography.Text type="secondary">{t('settingsFields.noImage')}</Typography.Text>
          )}
        </figure>
        {chosen.url && (
          <figure className="settings-image__figure">
            <figcaption>{pending}</figcaption>
            <img className="settings-image__img" src={chosen.url} alt={pending} />
          </figure>
        )}
      </div>
    </div>
  );
}
