export { SectionTitle } from './SectionTitle';
