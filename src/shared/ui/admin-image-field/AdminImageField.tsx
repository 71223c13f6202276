import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { acceptFor, UPLOAD_RULES, type UploadKind } from '@contract/uploads';
import { acceptImage } from './checkImage';
import './AdminImageField.css';

type AdminImageFieldProps = {
  /** Which upload rules apply (contract `UPLOAD_RULES`). */
  kind: UploadKind;
  /** The chosen file; undefined until one is chosen (or after a refusal). */
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The stored image of an edit form, shown until a new file is chosen. */
  currentUrl?: string;
  /** Given by antd's Form.Item, so its label names the input. */
  id?: string;
};

/**
 * One image for an admin form, used as a `Form.Item` control (value = File | undefined). A
 * refused file (docs/product.md §5) is told in the shared image toast and the input is emptied.
 */
export function AdminImageField({ kind, value, onChange, currentUrl, id }: AdminImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosenUrl, setChosenUrl] = useState<string>();

  useEffect(() => {
    if (!value) {
      setChosenUrl(undefined);
      // A form reset drops the value; the input must forget its file too.
      if (input.current) input.current.value = '';
      return undefined;
    }
    // The preview URL holds the file in memory until revoked.
    const url = URL.createObjectURL(value);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    if (picked && acceptImage(kind, picked, t)) {
      onChange?.(picked);
      return;
    }
    event.currentTarget.value = '';
    onChange?.(undefined);
  };

  const webp = (UPLOAD_RULES[kind].types as readonly string[]).includes('webp');
  const previewUrl = chosenUrl ?? currentUrl;
  const previewName = chosenUrl ? t('adminCommon.chosenImage') : t('adminCommon.currentImage');

  return (
    <div className="admin-image-field">
      <input ref={input} id={id} type="file" accept={acceptFor(kind)} onChange={choose} />
      <Typography.Text type="secondary" className="admin-image-field__hint">
        {webp ? t('adminCommon.imageHint') : t('adminCommon.imageHintNoWebp')}
      </Typography.Text>
      {previewUrl && (
        <img className="admin-image-field__preview" src={previewUrl} alt={previewName} />
      )}
    </div>
  );
}
