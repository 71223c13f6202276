export { BilingualField } from './BilingualField';
export { lacksUrdu } from './lacksUrdu';
export { UrduStatus } from './UrduStatus';
