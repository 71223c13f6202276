import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Typography, Upload } from 'antd';
import { acceptFor } from '@contract/uploads';
import { useUploadGalleryImagesMutation } from '@/entities/gallery-image';
import { writeFailureKey } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { acceptImage } from '@/shared/ui/admin-image-field';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { useChosenImages } from '../model/useChosenImages';
import './UploadImagesForm.css';

/**
 * Add Images (docs/product.md §2): drop images or pick them, see their thumbnails, then Upload (shown
 * only once something is chosen). Each file is checked as it arrives; a refused one is told in
 * the shared image toast and left out.
 */
export function UploadImagesForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chosen, add, remove } = useChosenImages();
  const [uploadImages, { isLoading }] = useUploadGalleryImagesMutation();

  const take = (file: File) => {
    if (acceptImage('gallery', file, t)) add(file);
    // Nothing goes to antd's own list or request: the files wait here for Upload.
    return Upload.LIST_IGNORE;
  };

  const submit = async () => {
    try {
      await uploadImages(chosen.map(({ file }) => file)).unwrap();
      notifySuccess(t('adminGallery.uploaded'));
      await navigate(routePaths.adminGallery.list);
    } catch (error) {
      const key = writeFailureKey(error, 'adminGallery.uploadFailed');
      if (key) notifyError(t(key));
    }
  };

  return (
    <div className="upload-images">
      {/* 'native' lets refused drops reach the check, so they are told rather than dropped. */}
      <Upload.Dragger
        multiple
        accept={{ format: acceptFor('gallery'), filter: 'native' }}
        beforeUpload={take}
        showUploadList={false}
        aria-label={t('adminGallery.dropzone')}
      >
        <p className="upload-images__prompt">{t('adminGallery.dropzone')}</p>
        <Typography.Text type="secondary">{t('adminGallery.dropzoneHint')}</Typography.Text>
      </Upload.Dragger>
      {chosen.length > 0 && (
        <>
          <ul className="upload-images__grid" aria-label={t('adminGallery.chosen')}>
            {chosen.map((image) => (
              <li key={image.key} className="upload-images__item">
                <img className="upload-images__thumb" src={image.url} alt={image.file.name} />
                <Button
                  size="small"
                  className="upload-images__remove"
                  aria-label={t('adminGallery.remove', { name: image.file.name })}
                  onClick={() => remove(image)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
          <Button type="primary" loading={isLoading} onClick={() => void submit()}>
            {t('adminGallery.upload')}
          </Button>
        </>
      )}
    </div>
  );
}
