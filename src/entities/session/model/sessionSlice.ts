import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role, SignedIn } from '@contract/admin';
import { sessionExpired } from '@/shared/api';

/**
 * Signed in means a token is stored (docs/product.md §4); the app persists this slice. Beside it,
 * who signed in and their role (docs/product.md §6): a session stored before roles existed has
 * neither, until `users/me` answers.
 */
export type SessionState = { token: string | null; email?: string | null; role?: Role | null };

const initialState: SessionState = { token: null, email: null, role: null };

const signedOut = (state: SessionState) => {
  state.token = null;
  state.email = null;
  state.role = null;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The login's answer: the token and who it signs in. */
    signedIn(state, { payload }: PayloadAction<SignedIn>) {
      state.token = payload.token;
      state.email = payload.email;
      state.role = payload.role;
    },
    /** The server's word on who the token signs in (`users/me`): the role may have changed. */
    whoRefreshed(state, { payload }: PayloadAction<Pick<SignedIn, 'email' | 'role'>>) {
      state.email = payload.email;
      state.role = payload.role;
    },
    clearToken: signedOut,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, signedOut);
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
    selectRole: (state) => state.role ?? undefined,
  },
});

export const { signedIn, whoRefreshed, clearToken } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn, selectRole } = sessionSlice.selectors;
