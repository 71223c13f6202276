export { ProjectForm } from './ui/ProjectForm';
