export { NewsForm } from './ui/NewsForm';
