export { imageResourceScreens } from './ui/imageResourceScreens';
export type { ImageResourceScreens } from './ui/imageResourceScreens';
export type {
  CardImageResource,
  FormImageResource,
  ImageResourceEditForm,
  ImageResourceField,
  ImageResourceForm,
  ImageResourceTexts,
} from './model/types';
