export { PrivacyLink } from './PrivacyLink';
