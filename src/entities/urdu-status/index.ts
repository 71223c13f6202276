export { useGetUrduMissingQuery } from './api/urduStatusApi';
