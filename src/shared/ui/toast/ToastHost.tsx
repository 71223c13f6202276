import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';
import { loadToastify, subscribeToToastsWanted, toastsWanted } from './toastsWanted';
import './Toast.css';

type ToastHostProps = { rtl: boolean };

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/** The one toast container; each toast call picks its own position (docs/product.md §8). */
export function ToastHost({ rtl }: ToastHostProps) {
  // Nothing until the first toast (nor on the server): then the container and its chunk.
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} rtl={rtl} newestOnTop />
    </Suspense>
  );
}
