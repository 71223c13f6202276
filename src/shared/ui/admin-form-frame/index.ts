export { AdminFormActions, AdminFormFrame, AdminMissingItem } from './AdminFormFrame';
