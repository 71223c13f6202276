import type { LoginAnswer, LoginBody, Me, SecondStepBody, SignedIn } from '@contract/admin';
import { baseApi } from '@/shared/api';
import { signedIn, whoRefreshed } from '../model/sessionSlice';

/** A 429 says in Retry-After how long sign-in stays closed; the form tells the person. */
function withRetryAfter<E extends object>(error: E, meta: unknown) {
  // The base query passes fetch's meta on, though its type does not say so.
  const response = (meta as { response?: Response } | undefined)?.response;
  const retryAfter = Number(response?.headers.get('Retry-After'));
  return retryAfter > 0 ? { ...error, retryAfterSeconds: retryAfter } : error;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/users/login; a token signs the user in. A person with two-factor sign-in on
     * gets `{secondStep}` instead, for `secondStep` below (docs/product.md §6).
     */
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'users/login', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if ('token' in data) dispatch(signedIn(data));
        } catch {
          // The caller shows the failure; there is no token to store.
        }
      },
    }),
    /** POST /api/v1/users/login/second-step: the challenge and a code; a token signs in. */
    secondStep: build.mutation<SignedIn, SecondStepBody>({
      query: (body) => ({ url: 'users/login/second-step', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data));
        } catch {
          // The caller shows the failure; there is no token to store.
        }
      },
    }),
    /**
     * POST /api/v1/users/logout: the server refuses this token from now on. The token is passed
     * in, as the caller drops it from the store without waiting for the answer.
     */
    logout: build.mutation<void, string>({
      query: (token) => ({
        url: 'users/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    /**
     * GET /api/v1/users/me: who the token signs in, and their role now (docs/product.md §6). The
     * token is the argument only to key the answer: another sign-in asks afresh.
     */
    getMe: build.query<Me, string>({
      query: () => 'users/me',
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(whoRefreshed({ email: data.email, role: data.role }));
        } catch {
          // A 401 signs out (the base query); anything else keeps the stored role.
        }
      },
    }),
  }),
});

export const { useGetMeQuery, useLoginMutation, useLogoutMutation, useSecondStepMutation } =
  sessionApi;
