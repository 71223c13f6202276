export {
  donorApi,
  useAddDonationMutation,
  useDecideDonationMutation,
  useDeleteDonationMutation,
  useGetDonationRecordsQuery,
  useGetDonationTotalsQuery,
  useGetDonorsQuery,
  usePledgeGiftMutation,
} from './api/donorApi';
export { DonorList } from './ui/DonorList';
