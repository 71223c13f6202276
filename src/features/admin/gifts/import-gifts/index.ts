export { ImportGifts } from './ui/ImportGifts';
