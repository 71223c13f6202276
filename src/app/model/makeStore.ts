import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
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

type StoreOptions = {
  /** The server renderer's way to the API (in-process); the browser leaves it out. */
  transport?: ApiTransport;
};

/** A new store per app, per test and per server render. */
export function makeStore(preloadedState?: Partial<RootState>, { transport }: StoreOptions = {}) {
  // redux-persist's typings predate Redux 5's partial preloaded state; combineReducers accepts it.
  const reducer = persistReducer(
    { key: PERSIST_KEY, storage: lazyLocalStorage, whitelist: PERSISTED_KEYS },
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
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts reading the stored state back (and writing changes) for this store. */
export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}
