import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { WebStorage } from 'redux-persist/lib/types';

let localStorage: WebStorage | undefined;

/** Opened on first use, so importing the store never touches `window` (the server imports it too). */
function storage(): WebStorage {
  localStorage ??= createWebStorage('local');
  return localStorage;
}

export const lazyLocalStorage: WebStorage = {
  getItem: (key) => storage().getItem(key),
  setItem: (key, value) => storage().setItem(key, value),
  removeItem: (key) => storage().removeItem(key),
};
