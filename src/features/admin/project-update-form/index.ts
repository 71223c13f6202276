export { ProjectUpdateForm } from './ui/ProjectUpdateForm';
