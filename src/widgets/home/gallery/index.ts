export { prefetchGallery } from './api/prefetchGallery';
export { GallerySection } from './ui/GallerySection';
