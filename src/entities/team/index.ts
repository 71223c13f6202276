export { useAcknowledgeNoticeMutation, useGetOwnerNoticesQuery } from './api/noticeApi';
export {
  useAddMemberMutation,
  useChangeRoleMutation,
  useGetTeamQuery,
  useRemoveMemberMutation,
  useResetPasswordMutation,
} from './api/teamApi';
export { useGetTeamPolicyQuery, useSetTeamPolicyMutation } from './api/teamPolicyApi';
