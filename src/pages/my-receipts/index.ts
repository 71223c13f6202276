export { MyReceiptsPage } from './ui/MyReceiptsPage';
