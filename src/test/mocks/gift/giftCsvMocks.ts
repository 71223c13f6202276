import { http, HttpResponse } from 'msw';
import { financialYearDays, form10bdCsv } from '../../../../server/gifts/form10bdCsv';
import { isCounted } from '../../../../server/gifts/giftViews';
import {
  IMPORT_FILE_MESSAGES,
  importPreviewOf,
  readImport,
} from '../../../../server/gifts/import/readImport';
import { type ErrorBody } from '@contract/common';
import { MAX_IMPORT_BYTES, type ImportResult } from '@contract/gifts';
import { API_PREFIX } from '@/shared/config';
import type { StoredGift } from './demoGifts';

export const IMPORT_PREVIEW_URL = `*${API_PREFIX}/projects/:projectId/donations/import/preview`;
const IMPORT_URL = `*${API_PREFIX}/projects/:projectId/donations/import`;
export const FORM_10BD_URL = `*${API_PREFIX}/donations/form-10bd`;

/** The gifts the import and Form 10BD read and add to: the gift backend's own store. */
type GiftStore = {
  gifts(projectId: string): StoredGift[] | undefined;
  all(): StoredGift[];
  /** Stores imported gifts: confirmed, each with its receipt number. */
  add(projectId: string, gifts: Omit<StoredGift, 'id' | 'status' | 'receiptNumber'>[]): void;
  /** Confirms the project's pending gift with this reference, with its receipt number. */
  confirm(projectId: string, reference: string): void;
  acceptsZakat(projectId: string): boolean;
  /** Notes a call as the server received it (the gift backend's `sent`). */
  received(call: { method: string; projectId: string; query?: string }): void;
};

const refusal = (statusCode: number, message: string, field?: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode, error: statusCode === 413 ? 'Payload Too Large' : 'Bad Request', message, field },
    { status: statusCode },
  );

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The import's preview and import and Form 10BD, answered with the contract's reading of a file
 * (server/gifts/import/readImport.ts) as the server answers them, over the donation backend's gifts.
 */
export function giftCsvHandlers(store: GiftStore) {
  async function previewOf(request: Request, projectId: string) {
    const csv = await request.text();
    if (new TextEncoder().encode(csv).length > MAX_IMPORT_BYTES) {
      return refusal(413, 'The CSV file is larger than 2 MB');
    }
    const read = readImport(csv, { today: today(), acceptsZakat: store.acceptsZakat(projectId) });
    if ('problem' in read) {
      const { problem } = read;
      return problem.code === 'missingColumn'
        ? refusal(400, `${IMPORT_FILE_MESSAGES.missingColumn} ${problem.column}`, problem.column)
        : refusal(
            400,
            IMPORT_FILE_MESSAGES[problem.code],
            problem.code === 'tooManyRows' ? 'rows' : 'file',
          );
    }
    const recorded = new Set(store.all().flatMap((gift) => gift.paymentReference ?? []));
    const waiting = new Map(
      (store.gifts(projectId) ?? []).flatMap(({ status, paymentReference, amount }) =>
        status === 'pending' && paymentReference ? [[paymentReference, amount] as const] : [],
      ),
    );
    return importPreviewOf(read.rows, { recorded, waiting });
  }

  return [
    http.post(IMPORT_PREVIEW_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      if (!store.gifts(projectId)) return refusal(404, 'Project not found');
      const read = await previewOf(request, projectId);
      return read instanceof Response ? read : HttpResponse.json(read.preview);
    }),
    http.post(IMPORT_URL, async ({ request, params }) => {
      const projectId = String(params.projectId);
      store.received({ method: 'POST import', projectId, query: new URL(request.url).search });
      if (!store.gifts(projectId)) return refusal(404, 'Project not found');
      const read = await previewOf(request, projectId);
      if (read instanceof Response) return read;
      const { preview, gifts, confirmed } = read;
      if (preview.bad > 0)
        return refusal(400, `Nothing was imported: ${preview.bad} row(s) cannot be recorded`);
      store.add(
        projectId,
        gifts.map((gift) => ({ ...gift, date: gift.date ?? '', amount: gift.amount ?? 0 })),
      );
      for (const reference of confirmed) store.confirm(projectId, reference);
      const result: ImportResult = {
        imported: preview.ok,
        amount: preview.amount,
        confirmed: confirmed.length,
        skipped: preview.skipped,
      };
      return HttpResponse.json(result, { status: 201 });
    }),
    http.get(FORM_10BD_URL, ({ request }) => {
      const year = new URL(request.url).searchParams.get('year') ?? '';
      const days = financialYearDays(year);
      if (!days) return refusal(400, 'year must be a financial year such as 2025-26', 'year');
      const gifts = store
        .all()
        .filter((gift) => isCounted(gift) && gift.date >= days.from && gift.date <= days.to)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      return new HttpResponse(form10bdCsv(gifts), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="form-10bd-${year}.csv"`,
        },
      });
    }),
  ];
}
