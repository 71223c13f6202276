export { BilingualField } from './BilingualField';
export { UrduStatus } from './UrduStatus';
