export {
  donorApi,
  useAddDonationMutation,
  useDeleteDonationMutation,
  useGetDonationRecordsQuery,
  useGetDonationTotalsQuery,
  useGetDonorsQuery,
  useGetReceiptQuery,
} from './api/donorApi';
export { DonorList } from './ui/DonorList';
