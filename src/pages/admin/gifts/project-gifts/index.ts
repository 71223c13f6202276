export { ProjectGiftsPage } from './ui/ProjectGiftsPage';
