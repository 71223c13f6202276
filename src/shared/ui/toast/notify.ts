import { toast, type ToastPosition } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';

type NotifyOptions = {
  position?: ToastPosition;
  /** Repeated failures with one id share a toast instead of stacking. */
  toastId?: string;
};

export function notifyError(
  message: string,
  { position = 'top-center', toastId }: NotifyOptions = {},
) {
  toast.error(message, { position, toastId, autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifySuccess(
  message: string,
  { position = 'top-right', toastId }: NotifyOptions = {},
) {
  toast.success(message, { position, toastId, autoClose: TOAST_AUTO_CLOSE_MS });
}
