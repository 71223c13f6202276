export { RecordGiftForm } from './ui/RecordGiftForm';
