export { NotFoundView } from './NotFoundView';
