export { isolateLtr } from './isolate';
