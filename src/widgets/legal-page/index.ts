export { LegalPage } from './ui/LegalPage';
