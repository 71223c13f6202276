import { http, HttpResponse } from 'msw';
import { type NewsLogo } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { published } from '@/test/lib';

export const NEWS_LOGOS_URL = `*${API_PREFIX}/news/logos`;
export const NEWS_LOGO_URL = `*${API_PREFIX}/news/logos/:id`;

export const demoNewsLogos = published<NewsLogo>([
  // The sources the demo news items name (news-item's mocks), and one no item uses yet.
  {
    id: 1,
    position: 1,
    name: 'The Daily Chronicle',
    nameUr: 'دی ڈیلی کرانیکل',
    image: uploadUrl('newsLogo', 'outlet-1.png'),
  },
  {
    id: 2,
    position: 2,
    name: 'City Herald',
    nameUr: 'سٹی ہیرالڈ',
    image: uploadUrl('newsLogo', 'outlet-2.png'),
  },
  {
    id: 3,
    position: 3,
    name: 'Metro Voice',
    nameUr: null,
    image: uploadUrl('newsLogo', 'outlet-3.png'),
  },
]);

export const newsLogoHandlers = [http.get(NEWS_LOGOS_URL, () => HttpResponse.json(demoNewsLogos))];
