import { http, HttpResponse } from 'msw';
import {
  badgeGifts,
  giftDetailsWith,
  totalsOf,
  NO_RECEIPT_UNLESS_CONFIRMED,
  receiptOf,
} from '../../../../server/gifts/giftViews';
import { deductionOf, type WordingSettings } from '../../../../server/gifts/receiptWording';
import { type ErrorBody } from '@contract/common';
import {
  financialYearOf,
  receiptNumberOf,
  UTR_PATTERN,
  type GiftBody,
  type PledgeBody,
  type WaitingGifts,
} from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import { demoProjects } from '@/test/mocks/project';
import { demoSettingContents } from '@/test/mocks/setting';
import { demoGiftsByProject, publicDonors, type StoredGift } from './demoGifts';
import { DONORS_URL } from './donorMocks';
import { giftCsvHandlers } from './giftCsvMocks';
import { giftMessagesHandlers, type GiftMessagesOptions } from './giftMessagesMocks';

export const GIFTS_URL = `*${API_PREFIX}/projects/:projectId/donations`;
export const GIFT_URL = `*${API_PREFIX}/projects/:projectId/donations/:giftId`;
export const GIFT_TOTALS_URL = `*${API_PREFIX}/donations/totals`;
export const WAITING_GIFTS_URL = `*${API_PREFIX}/donations/waiting`;
const RECEIPT_URL = `*${API_PREFIX}/donations/:giftId/receipt`;
const CONFIRM_OR_REJECT_URL = `${GIFT_URL}/:decision`;
export const PLEDGES_URL = `*${API_PREFIX}/projects/:projectId/pledges`;

/** One call the admin screens made, as the server received it. */
type SentGiftCall = {
  method: string;
  projectId: string;
  giftId?: number;
  body?: unknown;
  /** The query string, as `?name=value`. */
  query?: string;
};

const notFound = (what: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode: 404, error: 'Not Found', message: `${what} not found` },
    { status: 404 },
  );

const error = (statusCode: number, message: string, field?: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode, error: 'Refused', message, ...(field ? { field } : {}) },
    { status: statusCode },
  );
const REFERENCE_TAKEN = 'This payment reference is already recorded';

const newestFirst = (gifts: StoredGift[]) =>
  [...gifts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

type GiftBackendOptions = {
  /** Told after each change, e.g. to move the project's totals in a test's project backend. */
  onChange?: (projectId: string, gifts: readonly StoredGift[]) => void;
  /** Whether a project takes Zakat (an import checks it); the demo projects' choice by default. */
  acceptsZakat?: (projectId: string) => boolean;
  /** Whether mail is on, and the gifts' receipt mails (giftMessagesMocks.ts). */
  mail?: GiftMessagesOptions;
  /** The settings a receipt's deduction wording reads; the demo settings by default. */
  settings?: WordingSettings;
};

/**
 * The server's /donations/waiting over `byProject`: per project its pending gifts, the longest
 * waiting first. A stored gift has no time it was told; its date stands for it.
 */
function waitingOf(byProject: ReadonlyMap<string, readonly StoredGift[]>): WaitingGifts[] {
  return [...byProject]
    .flatMap(([projectId, gifts]) => {
      const pending = gifts.filter(({ status }) => status === 'pending');
      if (pending.length === 0) return [];
      const project = demoProjects.find((demo) => demo.projectId === projectId);
      // Noon UTC: the same day in every time zone a reader may be in.
      const since = pending.map(({ date }) => `${date}T12:00:00.000Z`).sort()[0] ?? '';
      return [
        {
          projectId,
          title: project?.title ?? projectId,
          titleUr: project?.titleUr ?? null,
          gifts: pending.length,
          amount: pending.reduce((sum, { amount }) => sum + amount, 0),
          since,
        },
      ];
    })
    .sort((a, b) => a.since.localeCompare(b.since) || a.projectId.localeCompare(b.projectId));
}

const demoAcceptsZakat = (projectId: string) =>
  demoProjects.some((project) => project.projectId === projectId && project.acceptsZakat);

/**
 * Gifts that remember, by projectId, answered as the server answers them (server/gifts/giftViews.ts):
 * the public donors, the admin's records and the totals per purpose, an import's preview and
 * Form 10BD (giftCsvMocks.ts). A gift recorded, imported or removed shows in the lists asked next. `sent` records each change asked for.
 */
export function giftBackend(
  initial: Record<string, readonly StoredGift[]> = demoGiftsByProject,
  {
    onChange,
    acceptsZakat = demoAcceptsZakat,
    mail,
    settings = demoSettingContents,
  }: GiftBackendOptions = {},
) {
  const byProject = new Map(Object.entries(initial).map(([id, list]) => [id, [...list]]));
  const sent: SentGiftCall[] = [];
  let nextId = Math.max(0, ...[...byProject.values()].flat().map(({ id }) => id)) + 1;
  // Each financial year's last receipt number: it only grows, as the server's counter.
  const counters = new Map<string, number>();
  for (const { receiptNumber } of [...byProject.values()].flat()) {
    const [year = '', place = '0'] = receiptNumber?.split('/') ?? [];
    counters.set(year, Math.max(counters.get(year) ?? 0, Number(place)));
  }
  const nextReceiptNumber = (date: string) => {
    const year = financialYearOf(date);
    const place = (counters.get(year) ?? 0) + 1;
    counters.set(year, place);
    return receiptNumberOf(year, place);
  };
  const changed = (projectId: string, gifts: StoredGift[]) => {
    byProject.set(projectId, newestFirst(gifts));
    onChange?.(projectId, byProject.get(projectId) ?? []);
  };

  const taken = (reference: string) =>
    [...byProject.values()].flat().some((g) => g.paymentReference === reference);

  const handlers = [
    http.get(DONORS_URL, ({ params }) => {
      const gifts = byProject.get(String(params.projectId));
      return gifts ? HttpResponse.json(publicDonors(gifts)) : notFound('Project');
    }),
    http.get(GIFTS_URL, ({ params }) => {
      const gifts = byProject.get(String(params.projectId));
      return gifts ? HttpResponse.json(badgeGifts(gifts)) : notFound('Project');
    }),
    http.get(GIFT_TOTALS_URL, () => HttpResponse.json(totalsOf([...byProject.values()].flat()))),
    http.get(WAITING_GIFTS_URL, () => HttpResponse.json(waitingOf(byProject))),
    http.get(RECEIPT_URL, ({ params }) => {
      const giftId = Number(params.giftId);
      const found = [...byProject].flatMap(([projectId, gifts]) =>
        gifts.filter(({ id }) => id === giftId).map((gift) => ({ projectId, gift })),
      )[0];
      if (!found) return notFound('Donation');
      const { projectId, gift } = found;
      const project = demoProjects.find((demo) => demo.projectId === projectId);
      const receipt = receiptOf(
        gift,
        { projectId, title: project?.title ?? projectId, titleUr: project?.titleUr ?? null },
        deductionOf(settings, gift),
      );
      if (!receipt) return error(409, NO_RECEIPT_UNLESS_CONFIRMED);
      return HttpResponse.json(receipt);
    }),
    http.post(GIFTS_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      const body = (await request.json()) as GiftBody;
      sent.push({ method: 'POST', projectId, body });
      const gifts = byProject.get(projectId);
      if (!gifts) return notFound('Project');
      const reference = body.paymentReference;
      if (reference && taken(reference)) return error(409, REFERENCE_TAKEN, 'paymentReference');
      const donorName = body.donorName?.trim() || null;
      const date = body.date ?? new Date().toISOString().slice(0, 10);
      const gift: StoredGift = {
        id: nextId++,
        donorName,
        amount: body.amount,
        date,
        purpose: body.purpose ?? 'general',
        shownAs: donorName ? (body.shownAs ?? 'name') : 'anonymous',
        hideAmount: body.hideAmount ?? false,
        ...giftDetailsWith(body),
        status: 'confirmed',
        receiptNumber: nextReceiptNumber(date),
        donorLanguage: body.donorLanguage ?? 'en',
        wantsUpdates: Boolean(body.wantsUpdates && body.donorEmail),
      };
      changed(projectId, [gift, ...gifts]);
      const answer = publicDonors(byProject.get(projectId) ?? []).find(({ id }) => id === gift.id);
      return HttpResponse.json(answer, { status: 201 });
    }),
    // A donor's pledge: a pending gift, counted nowhere; the answer carries nothing sent.
    http.post(PLEDGES_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      const body = (await request.json()) as PledgeBody;
      sent.push({ method: 'POST', projectId, body });
      const gifts = byProject.get(projectId);
      if (!gifts) return notFound('Project');
      if (!new RegExp(UTR_PATTERN).test(body.paymentReference)) {
        return error(400, 'paymentReference must be twelve digits', 'paymentReference');
      }
      if (taken(body.paymentReference)) return error(409, REFERENCE_TAKEN, 'paymentReference');
      const donorName = body.donorName?.trim() || null;
      const gift: StoredGift = {
        id: nextId++,
        donorName,
        amount: body.amount,
        date: new Date().toISOString().slice(0, 10),
        purpose: body.purpose ?? 'general',
        shownAs: donorName ? (body.shownAs ?? 'name') : 'anonymous',
        hideAmount: body.hideAmount ?? false,
        ...giftDetailsWith({
          paymentMode: 'upi',
          paymentReference: body.paymentReference,
          donorEmail: body.donorEmail,
          donorPhone: body.donorPhone,
          donorAddress: body.donorAddress,
          ...(body.donorPan ? { donorIdType: 'pan', donorIdNumber: body.donorPan } : {}),
        }),
        status: 'pending',
        receiptNumber: null,
        donorLanguage: body.donorLanguage ?? 'en',
        wantsUpdates: Boolean(body.wantsUpdates && body.donorEmail),
      };
      changed(projectId, [gift, ...gifts]);
      return HttpResponse.json({ status: 'pending' }, { status: 201 });
    }),
    // An admin confirms (with the next receipt number) or rejects a pending gift.
    http.delete(GIFT_URL, ({ params }) => {
      const projectId = String(params.projectId);
      const giftId = Number(params.giftId);
      sent.push({ method: 'DELETE', projectId, giftId });
      const gifts = byProject.get(projectId);
      if (!gifts?.some(({ id }) => id === giftId)) return notFound('Donation');
      changed(
        projectId,
        gifts.filter(({ id }) => id !== giftId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    ...giftMessagesHandlers(
      {
        of: (projectId) => byProject.get(projectId),
        find: (giftId) =>
          [...byProject]
            .flatMap(([projectId, gifts]) =>
              gifts.filter(({ id }) => id === giftId).map((gift) => ({ projectId, gift })),
            )
            .at(0),
        sent: (call) => sent.push(call),
      },
      mail,
    ),
    ...giftCsvHandlers({
      gifts: (projectId) => byProject.get(projectId),
      all: () => [...byProject.values()].flat(),
      add: (projectId, added) =>
        changed(projectId, [
          ...added.map((gift) => ({
            ...gift,
            id: nextId++,
            status: 'confirmed' as const,
            receiptNumber: nextReceiptNumber(gift.date),
          })),
          ...(byProject.get(projectId) ?? []),
        ]),
      confirm: (projectId, reference) =>
        changed(
          projectId,
          (byProject.get(projectId) ?? []).map((gift) =>
            gift.paymentReference === reference && gift.status === 'pending'
              ? { ...gift, status: 'confirmed', receiptNumber: nextReceiptNumber(gift.date) }
              : gift,
          ),
        ),
      acceptsZakat,
      received: (call) => sent.push(call),
    }),
    // After the import's routes: /donations/import/preview would match /donations/:id/:decision.
    http.post(CONFIRM_OR_REJECT_URL, ({ params }) => {
      const projectId = String(params.projectId);
      const giftId = Number(params.giftId);
      const decision = String(params.decision);
      sent.push({ method: `POST ${decision}`, projectId, giftId });
      const gifts = byProject.get(projectId) ?? [];
      const gift = gifts.find(({ id }) => id === giftId);
      if (!gift || !['confirm', 'reject'].includes(decision)) return notFound('Donation');
      if (gift.status !== 'pending') return error(409, `This gift is already ${gift.status}`);
      const answered: StoredGift =
        decision === 'confirm'
          ? { ...gift, status: 'confirmed', receiptNumber: nextReceiptNumber(gift.date) }
          : { ...gift, status: 'rejected' };
      changed(
        projectId,
        gifts.map((one) => (one.id === giftId ? answered : one)),
      );
      const record = badgeGifts(byProject.get(projectId) ?? []).find(({ id }) => id === giftId);
      return HttpResponse.json(record);
    }),
  ];

  return { handlers, sent, gifts: (projectId: string) => byProject.get(projectId) ?? [] };
}
