export { errorStatus, isUnauthorized, saveFailureKey, serverMessage } from './errors';
export type { SaveFailureKey } from './errors';
export { changedFields, toFormData } from './formData';
export { useFilled } from './useFilled';
export { useIdParam } from './useIdParam';
export { useLoadFailureToast } from './useLoadFailureToast';
export { useSaveForm } from './useSaveForm';
export type { SaveForm } from './useSaveForm';
