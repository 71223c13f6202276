export { LineIcon } from './LineIcon';
