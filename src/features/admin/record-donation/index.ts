export { RecordDonationForm } from './ui/RecordDonationForm';
