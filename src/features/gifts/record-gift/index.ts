export { RecordDonationForm } from './ui/RecordGiftForm';
