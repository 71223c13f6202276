import { http, HttpResponse } from 'msw';
import { type NewsItem } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { pageOf, published } from '@/test/lib';

export const NEWS_URL = `*${API_PREFIX}/news`;

function newsItem(
  id: number,
  heading: string,
  headingUr: string | null,
  date: string,
  pinned = false,
): NewsItem {
  // As the news logos' mocks name them.
  const outlets = [
    ['The Daily Chronicle', 'دی ڈیلی کرانیکل'],
    ['City Herald', 'سٹی ہیرالڈ'],
  ] as const;
  const [logoName, logoNameUr] = outlets[id % 2] ?? outlets[0];
  return {
    id,
    heading,
    headingUr,
    logo: uploadUrl('newsLogo', `outlet-${(id % 2) + 1}.png`),
    logoId: (id % 2) + 1,
    logoName,
    logoNameUr,
    link: `https://news.example.org/stories/${id}`,
    image: uploadUrl('news', `story-${id}.jpg`),
    date,
    pinned,
  };
}

/** Five stories in the server's order (pinned first, then newest): two pages of three. */
export const demoNews = published<NewsItem>([
  newsItem(
    5,
    'Trust opens its third free clinic',
    'ٹرسٹ نے اپنا تیسرا مفت کلینک کھولا',
    '2024-03-05',
    true,
  ),
  newsItem(
    4,
    'Volunteers pack 10,000 ration kits',
    'رضاکاروں نے دس ہزار راشن تھیلے تیار کیے',
    '2024-02-18',
  ),
  // No Urdu yet: Urdu pages show the English, marked as English.
  newsItem(3, 'Scholarship students top the district', null, '2024-01-09'),
  newsItem(2, 'Village wells bring water home', 'گاؤں کے کنوؤں سے پانی گھر تک', '2023-12-21'),
  newsItem(1, 'Flood relief reaches 40 villages', 'سیلاب سے امداد ۴۰ دیہات تک پہنچی', '2023-11-02'),
]);

/** A news item's own text with an Urdu (the logo's name is the logo's). */
export const NEWS_URDU_TEXTS = ['heading'];

export const newsHandlers = [
  http.get(NEWS_URL, ({ request }) =>
    HttpResponse.json(pageOf(demoNews, request.url, NEWS_URDU_TEXTS)),
  ),
];
