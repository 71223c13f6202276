export { Form10bdDownloads } from './ui/Form10bdDownloads';
