export { newsLogoScreens } from './ui/newsLogoScreens';
