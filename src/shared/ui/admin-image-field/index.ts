export { AdminImageField } from './AdminImageField';
export { acceptImage, IMAGE_ERROR_TOAST_ID } from './checkImage';
export { uploadMessageKey } from './uploadMessage';
