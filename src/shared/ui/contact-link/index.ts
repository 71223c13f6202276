export { ContactLink } from './ContactLink';
