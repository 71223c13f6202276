export { useLogFailure } from './useLogFailure';
