export { newsLogoCalls, useGetNewsLogosQuery } from './api/newsLogoApi';
