export { DocumentForm } from './ui/DocumentForm';
