export { DeleteButton } from './ui/DeleteButton';
export type { DeleteButtonProps } from './ui/DeleteButton';
