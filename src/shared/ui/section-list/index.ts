export { SectionList } from './SectionList';
