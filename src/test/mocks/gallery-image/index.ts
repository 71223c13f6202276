// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { GALLERY_IMAGE_URL, galleryBackend } from './galleryAdminMocks';
export { GALLERY_IMAGES_URL, demoGalleryImages, galleryImageHandlers } from './galleryImageMocks';
