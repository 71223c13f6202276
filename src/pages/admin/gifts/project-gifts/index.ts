export { AdminProjectDonationsPage } from './ui/ProjectGiftsPage';
