import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  getStoredState,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { loadingProgressSlice, settingsPreviewSlice } from '@/entities/setting';
import { sessionSlice } from '@/entities/session';
import { baseApi, type ApiTransport } from '@/shared/api';
import { languageSlice } from '@/shared/i18n';
import { lazyLocalStorage } from './lazyLocalStorage';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
  [loadingProgressSlice.reducerPath]: loadingProgressSlice.reducer,
  [settingsPreviewSlice.reducerPath]: settingsPreviewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Only the token and the chosen language survive a reload; the API cache never does. */
const PERSISTED_KEYS: (keyof RootState)[] = [sessionSlice.reducerPath, languageSlice.reducerPath];

export const PERSIST_KEY = 'root';

const persistConfig = { key: PERSIST_KEY, storage: lazyLocalStorage, whitelist: PERSISTED_KEYS };

/**
 * What is read back replaces the start's state, but for the language: the visit decided that
 * before the first render, the stored choice among its sources (shared/i18n detectLanguage), so
 * the language never changes under a page being drawn in it.
 */
function readBack(inbound: Partial<RootState> | undefined, _: RootState, reduced: RootState) {
  if (!inbound) return reduced;
  return {
    ...reduced,
    ...inbound,
    [languageSlice.reducerPath]: reduced[languageSlice.reducerPath],
  };
}

/**
 * The language the app stored on an earlier visit, as stored (read before the store exists);
 * the visit's language is chosen among its sources (contract: chooseLanguage), which checks it.
 */
export async function storedLanguage(): Promise<string | undefined> {
  try {
    const stored = (await getStoredState(persistConfig)) as Partial<RootState> | undefined;
    return stored?.[languageSlice.reducerPath]?.language;
  } catch {
    // Storage blocked or unreadable: as on a first visit.
    return undefined;
  }
}

type StoreOptions = {
  /** The server renderer's way to the API (in-process); the browser leaves it out. */
  transport?: ApiTransport;
};

/** A new store per app, per test and per server render. */
export function makeStore(preloadedState?: Partial<RootState>, { transport }: StoreOptions = {}) {
  // redux-persist's typings predate Redux 5's partial preloaded state; combineReducers accepts it.
  const reducer = persistReducer(
    { ...persistConfig, stateReconciler: readBack },
    rootReducer,
  ) as Reducer<RootState & PersistPartial, UnknownAction, Partial<RootState>>;
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The base query finds the transport as the thunks' extra argument.
        thunk: { extraArgument: transport },
        // redux-persist's actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
    // A server render has nothing to repaint: its store tells its subscribers at the end of the
    // tick instead of on a timer (100 ms without requestAnimationFrame) that would hold it.
    enhancers: (getDefaultEnhancers) =>
      getDefaultEnhancers({ autoBatch: transport ? { type: 'tick' } : true }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

/** Starts reading the stored state back (and writing changes) for this store. */
export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}
