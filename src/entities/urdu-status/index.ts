export { urduStatusApi, useGetUrduMissingQuery } from './api/urduStatusApi';
