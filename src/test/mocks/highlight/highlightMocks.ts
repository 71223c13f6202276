import { http, HttpResponse } from 'msw';
import { type Highlight } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { published } from '@/test/lib';

export const HIGHLIGHTS_URL = `*${API_PREFIX}/highlights`;

export const demoHighlights = published<Highlight>([
  {
    id: 1,
    position: 1,
    heading: '12,000 meals',
    headingUr: '12,000 کھانے',
    subHeading: 'Served every month',
    subHeadingUr: 'ہر مہینے پیش کیے جاتے ہیں',
    image: uploadUrl('highlight', 'meals.jpg'),
  },
  {
    id: 2,
    position: 2,
    heading: '850 students',
    headingUr: '850 طلبہ',
    subHeading: 'On full scholarships',
    subHeadingUr: 'مکمل وظائف پر',
    image: uploadUrl('highlight', 'students.jpg'),
  },
  {
    id: 3,
    position: 3,
    // No Urdu yet: Urdu pages show the English, marked as English.
    heading: '40 villages',
    headingUr: null,
    subHeading: 'With clean water',
    subHeadingUr: null,
    image: uploadUrl('highlight', 'water.jpg'),
  },
]);

export const highlightHandlers = [
  http.get(HIGHLIGHTS_URL, () => HttpResponse.json(demoHighlights)),
];
