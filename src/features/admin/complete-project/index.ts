export { CompleteProjectButton } from './ui/CompleteProjectButton';
