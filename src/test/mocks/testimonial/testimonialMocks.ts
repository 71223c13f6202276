import { http, HttpResponse } from 'msw';
import type { ListEnvelope, Testimonial } from '@contract';
import { API_PREFIX } from '@/shared/config';

export const TESTIMONIALS_URL = `*${API_PREFIX}/testimonials`;

/** Seven videos stored in the forms admins paste: two pages of five. */
export const demoTestimonials: Testimonial[] = [
  {
    id: 7,
    name: 'Ayesha Siddiqui, scholarship student',
    nameUr: 'عائشہ صدیقی، وظیفہ یافتہ طالبہ',
    video: 'https://youtu.be/b7Kq2XvN1sE',
  },
  {
    id: 6,
    name: 'Ramesh Kumar, donor since 2015',
    nameUr: 'رمیش کمار، ۲۰۱۵ سے عطیہ دہندہ',
    video: 'https://www.youtube.com/watch?v=Lm4pT9wZ3aQ',
  },
  {
    id: 5,
    name: 'محمد سلیم، رضاکار',
    nameUr: 'محمد سلیم، رضاکار',
    video: 'https://www.youtube.com/embed/Qy8Rk1dF6hU',
  },
  {
    id: 4,
    name: 'Dr. Farah Naaz, medical camp volunteer',
    nameUr: null,
    video: 'https://www.youtube.com/shorts/Zt3Vn7cJ0oW',
  },
  {
    id: 3,
    name: 'Lakshmi Devi, flood relief family',
    nameUr: null,
    video: 'https://youtu.be/Hs5Gx2bM9eY',
  },
  {
    id: 2,
    name: 'Imran Qureshi, corporate partner',
    nameUr: null,
    video: 'https://youtu.be/Pa1Wd6rK4iL',
  },
  {
    id: 1,
    name: 'Sana Fatima, teacher',
    nameUr: null,
    video: 'https://player.vimeo.com/video/76979871',
  },
];

/** One page of `items` as the server answers `?page=&limit=` (pages start at 1). */
function pageOf<T>(items: readonly T[], url: string): ListEnvelope<T> {
  const query = new URL(url).searchParams;
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const limit = Math.max(1, Number(query.get('limit') ?? 10));
  return {
    data: items.slice((page - 1) * limit, page * limit),
    metadata: { page, limit, total: items.length, hasNext: page * limit < items.length },
  };
}

export const testimonialHandlers = [
  http.get(TESTIMONIALS_URL, ({ request }) =>
    HttpResponse.json(pageOf(demoTestimonials, request.url)),
  ),
];
