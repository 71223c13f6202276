export { AdminGalleryAddPage } from './ui/AdminGalleryAddPage';
export { AdminGalleryPage } from './ui/AdminGalleryPage';
