import type {
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorOffBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@contract/admin';
import { baseApi, TAG } from '@/shared/api';

/* The signed-in person's two-factor sign-in (docs/product.md §6): its state, set-up and switch-off. */
const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/users/me/two-factor: on or off, and whether the person's role must use it. */
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => 'users/me/two-factor',
      providesTags: [TAG.TwoFactor],
    }),
    /** POST /api/v1/users/me/two-factor: a new secret for the app, pending until confirmed. */
    startTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'users/me/two-factor', method: 'POST' }),
    }),
    /** POST /api/v1/users/me/two-factor/confirm: on, answering the recovery codes once. */
    confirmTwoFactor: build.mutation<RecoveryCodes, TwoFactorCodeBody>({
      query: (body) => ({ url: 'users/me/two-factor/confirm', method: 'POST', body }),
      invalidatesTags: [TAG.TwoFactor],
    }),
    /** DELETE /api/v1/users/me/two-factor with the password: off. */
    turnOffTwoFactor: build.mutation<void, TwoFactorOffBody>({
      query: (body) => ({ url: 'users/me/two-factor', method: 'DELETE', body }),
      invalidatesTags: [TAG.TwoFactor],
    }),
  }),
});

export const {
  useConfirmTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useTurnOffTwoFactorMutation,
} = twoFactorApi;
