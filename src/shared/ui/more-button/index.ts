export { MoreButton } from './MoreButton';
