export { ChatButton } from './ui/ChatButton';
