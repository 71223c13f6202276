export { AdminTeamPage } from './ui/AdminTeamPage';
