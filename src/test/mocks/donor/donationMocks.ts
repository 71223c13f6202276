import { http, HttpResponse } from 'msw';
import {
  badgeGifts,
  giftDetailsWith,
  totalsOf,
  type DonationBody,
  type ErrorBody,
} from '@contract';
import { API_PREFIX } from '@/shared/config';
import { demoProjects } from '@/test/mocks/project';
import { demoGiftsByProject, publicDonors, type StoredGift } from './demoDonors';
import { DONORS_URL } from './donorMocks';
import { ledgerHandlers } from './ledgerMocks';

export const DONATIONS_URL = `*${API_PREFIX}/projects/:projectId/donations`;
export const DONATION_URL = `*${API_PREFIX}/projects/:projectId/donations/:donationId`;
export const DONATION_TOTALS_URL = `*${API_PREFIX}/donations/totals`;

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

const newestFirst = (gifts: StoredGift[]) =>
  [...gifts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

type DonationBackendOptions = {
  /** Told after each change, e.g. to move the project's totals in a test's project backend. */
  onChange?: (projectId: string, gifts: readonly StoredGift[]) => void;
  /** Whether a project takes Zakat (an import checks it); the demo projects' choice by default. */
  acceptsZakat?: (projectId: string) => boolean;
};

const demoAcceptsZakat = (projectId: string) =>
  demoProjects.some((project) => project.projectId === projectId && project.acceptsZakat);

/**
 * Gifts that remember, by projectId, answered as the server answers them (contract/gifts.ts):
 * the public donors, the admin's records and the totals per purpose, an import's preview and
 * Form 10BD (ledgerMocks.ts). A gift recorded, imported or removed shows in the lists asked next. `sent` records each change asked for.
 */
export function donationBackend(
  initial: Record<string, readonly StoredGift[]> = demoGiftsByProject,
  { onChange, acceptsZakat = demoAcceptsZakat }: DonationBackendOptions = {},
) {
  const byProject = new Map(Object.entries(initial).map(([id, list]) => [id, [...list]]));
  const sent: SentDonationCall[] = [];
  let nextId = Math.max(0, ...[...byProject.values()].flat().map(({ id }) => id)) + 1;
  const changed = (projectId: string, gifts: StoredGift[]) => {
    byProject.set(projectId, newestFirst(gifts));
    onChange?.(projectId, byProject.get(projectId) ?? []);
  };

  const handlers = [
    http.get(DONORS_URL, ({ params }) => {
      const gifts = byProject.get(String(params.projectId));
      return gifts ? HttpResponse.json(publicDonors(gifts)) : notFound('Project');
    }),
    http.get(DONATIONS_URL, ({ params }) => {
      const gifts = byProject.get(String(params.projectId));
      return gifts ? HttpResponse.json(badgeGifts(gifts)) : notFound('Project');
    }),
    http.get(DONATION_TOTALS_URL, () =>
      HttpResponse.json(totalsOf([...byProject.values()].flat())),
    ),
    http.post(DONATIONS_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      const body = (await request.json()) as DonationBody;
      sent.push({ method: 'POST', projectId, body });
      const gifts = byProject.get(projectId);
      if (!gifts) return notFound('Project');
      const reference = body.paymentReference;
      if (
        reference &&
        [...byProject.values()].flat().some((g) => g.paymentReference === reference)
      ) {
        return HttpResponse.json<ErrorBody>(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This payment reference is already recorded',
            field: 'paymentReference',
          },
          { status: 409 },
        );
      }
      const donorName = body.donorName?.trim() || null;
      const gift: StoredGift = {
        id: nextId++,
        donorName,
        amount: body.amount,
        date: body.date ?? new Date().toISOString().slice(0, 10),
        purpose: body.purpose ?? 'general',
        shownAs: donorName ? (body.shownAs ?? 'name') : 'anonymous',
        hideAmount: body.hideAmount ?? false,
        ...giftDetailsWith(body),
      };
      changed(projectId, [gift, ...gifts]);
      const answer = publicDonors(byProject.get(projectId) ?? []).find(({ id }) => id === gift.id);
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.delete(DONATION_URL, ({ params }) => {
      const projectId = String(params.projectId);
      const donationId = Number(params.donationId);
      sent.push({ method: 'DELETE', projectId, donationId });
      const gifts = byProject.get(projectId);
      if (!gifts?.some(({ id }) => id === donationId)) return notFound('Donation');
      changed(
        projectId,
        gifts.filter(({ id }) => id !== donationId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    ...ledgerHandlers({
      gifts: (projectId) => byProject.get(projectId),
      all: () => [...byProject.values()].flat(),
      add: (projectId, added) =>
        changed(projectId, [
          ...added.map((gift) => ({ ...gift, id: nextId++ })),
          ...(byProject.get(projectId) ?? []),
        ]),
      acceptsZakat,
    }),
  ];

  return { handlers, sent, gifts: (projectId: string) => byProject.get(projectId) ?? [] };
}
