export {
  changeTroubleKey,
  errorStatus,
  isToldElsewhere,
  saveFailureKey,
  serverMessage,
  serverTroubleKey,
  writeFailureKey,
} from './errors';
export { useBackToList } from './useBackToList';
export { changedFields, toFormData } from './formData';
export { useFilled } from './useFilled';
export { useIdParam } from './useIdParam';
export { useItemById } from './useItemById';
export { useLoadFailureToast } from './useLoadFailureToast';
export { useSaveForm } from './useSaveForm';
