export {
  afterGift,
  giftApi,
  useAddGiftMutation,
  useDeleteGiftMutation,
  useDownloadForm10bdMutation,
  useGetGiftMessagesQuery,
  useGetGiftRecordsQuery,
  useGetGiftTotalsQuery,
  useGetDonorsQuery,
  useGetMailSetupQuery,
  useGetReceiptQuery,
  useGetWaitingGiftsQuery,
  useImportGiftsMutation,
  usePreviewGiftImportMutation,
  useReplaceReceiptLinkMutation,
  useSendReceiptMailMutation,
} from './api/giftApi';
export { DonorList } from './ui/DonorList';
