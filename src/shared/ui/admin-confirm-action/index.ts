export { ConfirmActionButton } from './ConfirmActionButton';
export type { ConfirmActionButtonProps } from './ConfirmActionButton';
