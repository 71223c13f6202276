export { ExternalLink } from './ExternalLink';
