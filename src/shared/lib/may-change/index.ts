export { MayChangeProvider, useMayChange } from './mayChange';
