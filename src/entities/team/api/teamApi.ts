import type { NewMemberBody, PasswordAnswer, Role, TeamList, TeamMember } from '@contract/admin';
import { baseApi, LIST_ID, listTags, TAG } from '@/shared/api';

const listTag = { type: TAG.TeamMember, id: LIST_ID } as const;

/**
 * The team (docs/product.md §6, the Owner's screen): who may sign in, and in which role. The
 * server answers 409 with its message to a change that would leave the team without an Owner.
 */
const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/team: everyone on the team. */
    getTeam: build.query<TeamList, void>({
      query: () => 'team',
      providesTags: (list) => listTags<TeamMember>(TAG.TeamMember, list, 'id'),
    }),
    /** POST /api/v1/team: adds a person; the answer holds their password, to show once. */
    addMember: build.mutation<PasswordAnswer, NewMemberBody>({
      query: (body) => ({ url: 'team', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    /** PATCH /api/v1/team/{id}: changes a person's role. */
    changeRole: build.mutation<TeamMember, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `team/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: TAG.TeamMember, id }, listTag],
    }),
    /** DELETE /api/v1/team/{id}: removes a person; they can no longer sign in. */
    removeMember: build.mutation<void, number>({
      query: (id) => ({ url: `team/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.TeamMember, id }, listTag],
    }),
    /** POST /api/v1/team/{id}/password: a new password for the person, shown once. */
    resetPassword: build.mutation<PasswordAnswer, number>({
      query: (id) => ({ url: `team/${id}/password`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG.TeamMember, id }],
    }),
  }),
});

export const {
  useAddMemberMutation,
  useChangeRoleMutation,
  useGetTeamQuery,
  useRemoveMemberMutation,
  useResetPasswordMutation,
} = teamApi;
