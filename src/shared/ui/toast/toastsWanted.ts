/*
 * react-toastify is a chunk of its own: most visits never show a toast. The first toast loads
 * it and mounts the container; react-toastify keeps toasts raised before its container mounts.
 */

export const loadToastify = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
