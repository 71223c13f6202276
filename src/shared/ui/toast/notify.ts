import type { ToastPosition, TypeOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';
import { loadToastify, wantToasts } from './toastsWanted';

type NotifyOptions = {
  position?: ToastPosition;
  /**
   * Repeated failures with one id share a toast instead of stacking; a newer message replaces
   * the text of the one on screen (a size error after a type error still says so).
   */
  toastId?: string;
};

function notify(type: TypeOptions, message: string, position: ToastPosition, toastId?: string) {
  wantToasts();
  void loadToastify().then(({ toast }) => {
    const options = { type, position, autoClose: TOAST_AUTO_CLOSE_MS };
    if (toastId !== undefined && toast.isActive(toastId)) {
      toast.update(toastId, { ...options, render: message });
      return;
    }
    toast(message, { ...options, toastId });
  });
}

export function notifyError(
  message: string,
  { position = 'top-center', toastId }: NotifyOptions = {},
) {
  notify('error', message, position, toastId);
}

export function notifySuccess(
  message: string,
  { position = 'top-right', toastId }: NotifyOptions = {},
) {
  notify('success', message, position, toastId);
}
