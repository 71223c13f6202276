export { DeleteButton } from './ui/DeleteButton';
