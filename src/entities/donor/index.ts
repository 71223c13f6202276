export {
  donorApi,
  useAddDonationMutation,
  useDeleteDonationMutation,
  useGetDonorsQuery,
} from './api/donorApi';
export { DonorList } from './ui/DonorList';
