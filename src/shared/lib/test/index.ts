export { mockServer } from './mockServer';
