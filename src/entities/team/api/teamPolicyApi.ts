import type { TeamPolicy } from '@contract/admin';
import { baseApi, TAG } from '@/shared/api';

/** The team's policy (docs/product.md §6): whether Owners and Accounts must use two-factor sign-in. */
const teamPolicyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/team/policy. */
    getTeamPolicy: build.query<TeamPolicy, void>({
      query: () => 'team/policy',
      providesTags: [TAG.TeamPolicy],
    }),
    /** PUT /api/v1/team/policy: an Owner must have it on before requiring it (409). */
    setTeamPolicy: build.mutation<TeamPolicy, TeamPolicy>({
      query: (body) => ({ url: 'team/policy', method: 'PUT', body }),
      invalidatesTags: [TAG.TeamPolicy],
    }),
  }),
});

export const { useGetTeamPolicyQuery, useSetTeamPolicyMutation } = teamPolicyApi;
