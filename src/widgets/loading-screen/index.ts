export { LoadingScreen } from './ui/LoadingScreen';
