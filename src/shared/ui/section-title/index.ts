export { SectionTitle } from './SectionTitle';
export { TitledSection } from './TitledSection';
