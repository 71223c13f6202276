import type { LoginAnswer, LoginBody } from '@contract';
import { baseApi } from '@/shared/api';
import { setToken } from '../model/sessionSlice';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v1/users/login; a successful answer signs the user in. */
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'users/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setToken(data.token));
        } catch {
          // The caller shows the failure; there is no token to store.
        }
      },
    }),
  }),
});

export const { useLoginMutation } = sessionApi;
