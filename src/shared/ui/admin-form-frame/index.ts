export { adminAddPage } from './adminAddPage';
export { AdminEditFrame } from './AdminEditFrame';
export type { EditLoad } from './AdminEditFrame';
export { AdminFormActions, AdminFormFrame, AdminMissingItem } from './AdminFormFrame';
