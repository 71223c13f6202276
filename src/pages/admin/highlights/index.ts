export { highlightScreens } from './ui/highlightScreens';
