export type { ImageResourceDeclaration } from './model/declaration';
export { imageResourceScreens } from './ui/imageResourceScreens';
export type { ImageResourceScreens } from './ui/imageResourceScreens';
