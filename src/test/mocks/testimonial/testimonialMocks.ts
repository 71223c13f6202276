import { http, HttpResponse } from 'msw';
import type { Testimonial } from '@contract/content';
import { API_PREFIX } from '@/shared/config';
import { pageOf, published } from '@/test/lib';

export const TESTIMONIALS_URL = `*${API_PREFIX}/testimonials`;

/** Seven videos stored in the forms admins paste: two pages of five. */
export const demoTestimonials = published<Testimonial>([
  {
    id: 7,
    position: 7,
    name: 'Ayesha Siddiqui, scholarship student',
    nameUr: 'عائشہ صدیقی، وظیفہ یافتہ طالبہ',
    video: 'https://youtu.be/b7Kq2XvN1sE',
  },
  {
    id: 6,
    position: 6,
    name: 'Ramesh Kumar, donor since 2015',
    nameUr: 'رمیش کمار، ۲۰۱۵ سے عطیہ دہندہ',
    video: 'https://www.youtube.com/watch?v=Lm4pT9wZ3aQ',
  },
  {
    id: 5,
    position: 5,
    name: 'محمد سلیم، رضاکار',
    nameUr: 'محمد سلیم، رضاکار',
    video: 'https://www.youtube.com/embed/Qy8Rk1dF6hU',
  },
  {
    id: 4,
    position: 4,
    name: 'Dr. Farah Naaz, medical camp volunteer',
    nameUr: null,
    video: 'https://www.youtube.com/shorts/Zt3Vn7cJ0oW',
  },
  {
    id: 3,
    position: 3,
    name: 'Lakshmi Devi, flood relief family',
    nameUr: null,
    video: 'https://youtu.be/Hs5Gx2bM9eY',
  },
  {
    id: 2,
    position: 2,
    name: 'Imran Qureshi, corporate partner',
    nameUr: null,
    video: 'https://youtu.be/Pa1Wd6rK4iL',
  },
  {
    id: 1,
    position: 1,
    name: 'Sana Fatima, teacher',
    nameUr: null,
    video: 'https://player.vimeo.com/video/76979871',
  },
]);

export const testimonialHandlers = [
  http.get(TESTIMONIALS_URL, ({ request }) =>
    HttpResponse.json(pageOf(demoTestimonials, request.url, ['name'])),
  ),
];
