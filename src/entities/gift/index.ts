export {
  afterGift,
  donorApi,
  useAddDonationMutation,
  useDeleteDonationMutation,
  useDownloadForm10bdMutation,
  useGetDonationRecordsQuery,
  useGetDonationTotalsQuery,
  useGetDonorsQuery,
  useGetReceiptQuery,
  useGetWaitingGiftsQuery,
  useImportGiftsMutation,
  usePreviewGiftImportMutation,
} from './api/giftApi';
export { DonorList } from './ui/DonorList';
