export { galleryScreens } from './ui/galleryScreens';
