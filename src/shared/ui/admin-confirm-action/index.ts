export { ConfirmActionButton } from './ConfirmActionButton';
