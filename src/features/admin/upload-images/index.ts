export { UploadImagesForm } from './ui/UploadImagesForm';
