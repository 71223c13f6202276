import { http, HttpResponse } from 'msw';
import { ANONYMOUS_DONOR, type DonationBody, type Donor, type ErrorBody } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { demoDonorsByProject } from './demoDonors';
import { DONORS_URL } from './donorMocks';

export const DONATIONS_URL = `*${API_PREFIX}/projects/:projectId/donations`;
export const DONATION_URL = `*${API_PREFIX}/projects/:projectId/donations/:donationId`;

/** One call the admin screens made, as the server received it. */
export type SentDonationCall = {
  method: string;
  projectId: string;
  donationId?: number;
  body?: unknown;
};

const notFound = (what: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: `${what} not found` },
    { status: 404 },
  );

/** The server's badges: the largest gift is the top donor, the earliest the first donor. */
function badged(donors: readonly Donor[]): Donor[] {
  const top = [...donors].sort((a, b) => b.amount - a.amount)[0];
  const first = [...donors].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)[0];
  return [...donors]
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((donor) => ({
      ...donor,
      type: donor === top ? 'topDonor' : donor === first ? 'firstDonor' : 'recentDonor',
    }));
}

type DonationBackendOptions = {
  /** Told after each change, e.g. to move the project's totals in a test's project backend. */
  onChange?: (projectId: string, donors: readonly Donor[]) => void;
};

/**
 * Donors and donations that remember, by projectId: a gift recorded or removed shows in the
 * donors list asked next. `sent` records each change asked for.
 */
export function donationBackend(
  initial: Record<string, readonly Donor[]> = demoDonorsByProject,
  { onChange }: DonationBackendOptions = {},
) {
  const byProject = new Map(Object.entries(initial).map(([id, list]) => [id, [...list]]));
  const sent: SentDonationCall[] = [];
  let nextId = Math.max(0, ...[...byProject.values()].flat().map(({ id }) => id)) + 1;
  const changed = (projectId: string, donors: Donor[]) => {
    byProject.set(projectId, badged(donors));
    onChange?.(projectId, byProject.get(projectId) ?? []);
  };

  const handlers = [
    http.get(DONORS_URL, ({ params }) => {
      const donors = byProject.get(String(params.projectId));
      return donors ? HttpResponse.json(donors) : notFound('Project');
    }),
    http.post(DONATIONS_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      const body = (await request.json()) as DonationBody;
      sent.push({ method: 'POST', projectId, body });
      const donors = byProject.get(projectId);
      if (!donors) return notFound('Project');
      const gift: Donor = {
        id: nextId++,
        donorName: body.donorName?.trim() || ANONYMOUS_DONOR,
        amount: body.amount,
        date: body.date ?? new Date().toISOString().slice(0, 10),
        type: 'recentDonor',
      };
      changed(projectId, [gift, ...donors]);
      return HttpResponse.json(
        byProject.get(projectId)?.find(({ id }) => id === gift.id),
        {
          status: 201,
        },
      );
    }),
    http.delete(DONATION_URL, ({ params }) => {
      const projectId = String(params.projectId);
      const donationId = Number(params.donationId);
      sent.push({ method: 'DELETE', projectId, donationId });
      const donors = byProject.get(projectId);
      if (!donors?.some(({ id }) => id === donationId)) return notFound('Donation');
      changed(
        projectId,
        donors.filter(({ id }) => id !== donationId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, sent, donors: (projectId: string) => byProject.get(projectId) ?? [] };
}
