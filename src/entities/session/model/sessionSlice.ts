import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@/shared/api';

/** Signed in means a token is stored (docs/product.md §4); the app persists this slice. */
export type SessionState = { token: string | null };

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    clearToken(state) {
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.token = null;
    });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { setToken, clearToken } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn } = sessionSlice.selectors;
