export { saveFile } from './saveFile';
