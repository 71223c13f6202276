export { useAcknowledgeNoticeMutation, useGetOwnerNoticesQuery } from './api/noticeApi';
export {
  useAddMemberMutation,
  useChangeRoleMutation,
  useGetTeamPolicyQuery,
  useGetTeamQuery,
  useRemoveMemberMutation,
  useResetPasswordMutation,
  useSetTeamPolicyMutation,
} from './api/teamApi';
