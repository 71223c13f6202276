export { routePaths } from './paths';
