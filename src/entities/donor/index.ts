export {
  afterGift,
  donorApi,
  useAddDonationMutation,
  useDeleteDonationMutation,
  useGetDonationRecordsQuery,
  useGetDonationTotalsQuery,
  useGetDonorsQuery,
} from './api/donorApi';
export { DonorList } from './ui/DonorList';
