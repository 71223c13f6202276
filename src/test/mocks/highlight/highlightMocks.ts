import { http, HttpResponse } from 'msw';
import { uploadUrl, type Highlight } from '@contract';
import { API_PREFIX } from '@/shared/config';

export const HIGHLIGHTS_URL = `*${API_PREFIX}/highlights`;

export const demoHighlights: Highlight[] = [
  {
    id: 1,
    heading: '12,000 meals',
    subHeading: 'Served every month',
    image: uploadUrl('highlight', 'meals.jpg'),
  },
  {
    id: 2,
    heading: '850 students',
    subHeading: 'On full scholarships',
    image: uploadUrl('highlight', 'students.jpg'),
  },
  {
    id: 3,
    heading: '40 villages',
    subHeading: 'With clean water',
    image: uploadUrl('highlight', 'water.jpg'),
  },
];

export const highlightHandlers = [
  http.get(HIGHLIGHTS_URL, () => HttpResponse.json(demoHighlights)),
];
