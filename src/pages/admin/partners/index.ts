export { partnerScreens } from './ui/partnerScreens';
