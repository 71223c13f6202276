export { adminAddPage } from './adminAddPage';
export { AdminEditFrame } from './AdminEditFrame';
export { AdminFormActions, AdminFormFrame, AdminMissingItem } from './AdminFormFrame';
