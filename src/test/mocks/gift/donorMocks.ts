import { http, HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/common';
import type { Donor } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { demoDonorsByProject } from './demoGifts';

export const DONORS_URL = `*${API_PREFIX}/projects/donor/:projectId`;

/**
 * Donors by projectId. An id missing from the table answers 404, as the server does for an
 * unknown project, so a call that loses the route's id fails loudly.
 */
export function donorHandlers(byProject: Record<string, Donor[]> = demoDonorsByProject) {
  return [
    http.get(DONORS_URL, ({ params }) => {
      const donors = byProject[String(params.projectId)];
      if (donors) return HttpResponse.json(donors);
      return HttpResponse.json<ErrorBody>(
        { statusCode: 404, error: 'Not Found', message: 'Project not found' },
        { status: 404 },
      );
    }),
  ];
}
