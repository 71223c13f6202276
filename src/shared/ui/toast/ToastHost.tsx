import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';

type ToastHostProps = { rtl: boolean };

/** The one toast container; each toast call picks its own position (SPEC.md §8). */
export function ToastHost({ rtl }: ToastHostProps) {
  return <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} rtl={rtl} newestOnTop />;
}
