export { imageResourceScreens } from './ui/imageResourceScreens';
export type { EditableImageResourceScreens, ImageResourceScreens } from './ui/imageResourceScreens';
export type {
  CardImageResource,
  FormImageResource,
  ImageResourceField,
  ImageResourceForm,
  ImageResourceTexts,
} from './model/types';
