export { newsLogoApi, newsLogoCalls, useGetNewsLogosQuery } from './api/newsLogoApi';
