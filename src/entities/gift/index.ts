export {
  afterGift,
  giftMessagesTag,
  giftApi,
  useAddGiftMutation,
  useDeleteGiftMutation,
  useDownloadForm10bdMutation,
  useGetGiftRecordsQuery,
  useGetGiftTotalsQuery,
  useGetDonorsQuery,
  useGetReceiptQuery,
  useGetWaitingGiftsQuery,
  useImportGiftsMutation,
  usePreviewGiftImportMutation,
} from './api/giftApi';
export { DonorList } from './ui/DonorList';
