import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTS_DIR, MAX_DOCUMENT_BYTES, type TrustDocument } from '@contract/documents';
import { samplePdf } from '../seed/samplePdf';
import { form, HTML, makePng } from '../test/fixtures';
import { useTestApp } from '../test/testApp';

const t = useTestApp();

const PDF = samplePdf(['Annual report 2024-25']);
const FIELDS = {
  year: '2024-25',
  title: 'Annual report 2024-25',
  titleUr: 'سالانہ رپورٹ 2024-25',
  kind: 'annualReport',
};

const pdfPart = (data: Buffer, filename = 'report.pdf') => ({
  file: { data, filename, type: 'application/pdf' },
});
const post = (payload: FormData, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url: '/api/v1/documents', payload, headers });
const stored = () => {
  const folder = path.join(t.config.uploadsDir, DOCUMENTS_DIR);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const list = async () => (await t.inject({ url: '/api/v1/documents' })).json<TrustDocument[]>();

describe('documents', () => {
  it('adds a PDF, lists it for anyone, serves it only as a download, and deletes both', async () => {
    const created = await post(form(FIELDS, pdfPart(PDF)));
    expect(created.statusCode).toBe(201);
    const document = created.json<TrustDocument>();
    expect(document).toMatchObject({
      year: '2024-25',
      title: 'Annual report 2024-25',
      titleUr: 'سالانہ رپورٹ 2024-25',
      kind: 'annualReport',
      size: PDF.length,
    });
    expect(document.url).toMatch(
      /^\/user\/upload\/Documents\/[0-9a-f-]{36}-annual-report-2024-25\.pdf$/,
    );
    expect(await list()).toEqual([document]);

    const file = await t.inject({ url: document.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="annual-report-2024-25.pdf"',
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await t.remove(`/api/v1/documents/${document.id}`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    // In the bin, its file stays until the purge.
    expect(stored()).toHaveLength(1);
    expect(await t.purgeBin()).toBe(1);
    expect(stored()).toEqual([]);
    expect((await t.inject({ url: document.url })).statusCode).toBe(404);
    expect((await t.remove(`/api/v1/documents/${document.id}`)).statusCode).toBe(404);
  });

  it('never answers a .pdf inline, even one put beside the documents by hand', async () => {
    writeFileSync(path.join(t.config.uploadsDir, DOCUMENTS_DIR, 'evil.pdf'), PDF);
    const answer = await t.inject({ url: '/user/upload/Documents/evil.pdf' });
    expect(answer.statusCode).toBe(404);
    const elsewhere = await t.inject({ url: '/user/upload/Partners/x.pdf' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it.each([
    ['an HTML page named .pdf', HTML],
    ['a PNG named .pdf', 'png'],
    ['a PDF header without its end', Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n')],
  ])('refuses %s with 415 and stores nothing', async (_label, data) => {
    const bytes = data === 'png' ? await makePng() : (data as Buffer);
    const answer = await post(form(FIELDS, pdfPart(bytes)));
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ message: 'Only PDF files are allowed.', field: 'file' });
    expect(stored()).toEqual([]);
    expect(await list()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length + 1, 32)]);
    const answer = await post(form(FIELDS, pdfPart(big)));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: 'File size must be 10MB or less' });
    expect(stored()).toEqual([]);
  });

  it('takes a PDF larger than an image may be', async () => {
    const padded = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(3 * 1024 * 1024, 32),
      PDF,
    ]);
    expect((await post(form(FIELDS, pdfPart(padded)))).statusCode).toBe(201);
  });

  it('is for admins only: no token, no change', async () => {
    expect((await post(form(FIELDS, pdfPart(PDF)), {})).statusCode).toBe(401);
    expect(stored()).toEqual([]);
    const created = (await post(form(FIELDS, pdfPart(PDF)))).json<TrustDocument>();
    const patch = await t.inject({
      method: 'PATCH',
      url: `/api/v1/documents/${created.id}`,
      payload: { title: 'Changed' },
    });
    expect(patch.statusCode).toBe(401);
    const removed = await t.inject({ method: 'DELETE', url: `/api/v1/documents/${created.id}` });
    expect(removed.statusCode).toBe(401);
    expect(await list()).toEqual([created]);
  });

  it('checks the year, the title, the kind and the file', async () => {
    const badYear = await post(form({ ...FIELDS, year: '2024-26' }, pdfPart(PDF)));
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toMatchObject({
      message: 'year must be a financial year like 2024-25',
      field: 'year',
    });
    const noTitle = await post(form({ ...FIELDS, title: ' ' }, pdfPart(PDF)));
    expect(noTitle.json()).toMatchObject({ statusCode: 400, field: 'title' });
    const badKind = await post(form({ ...FIELDS, kind: 'poem' }, pdfPart(PDF)));
    expect(badKind.json()).toMatchObject({ statusCode: 400, field: 'kind' });
    const noFile = await post(form(FIELDS));
    expect(noFile.json()).toMatchObject({ statusCode: 400, message: 'file is required' });
    expect(stored()).toEqual([]);
  });

  it('changes the texts, keeps the file, and lists the newest year first', async () => {
    const older = (
      await post(form({ ...FIELDS, year: '2023-24', titleUr: '' }, pdfPart(PDF)))
    ).json<TrustDocument>();
    expect(older.titleUr).toBeNull();
    const newer = (await post(form(FIELDS, pdfPart(PDF)))).json<TrustDocument>();
    const changed = await t.admin({
      method: 'PATCH',
      url: `/api/v1/documents/${older.id}`,
      payload: {
        title: ' Audited accounts 2023-24 ',
        titleUr: 'آڈٹ شدہ حسابات',
        kind: 'auditedAccounts',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...older,
      title: 'Audited accounts 2023-24',
      titleUr: 'آڈٹ شدہ حسابات',
      kind: 'auditedAccounts',
    });
    expect((await list()).map((item) => item.id)).toEqual([newer.id, older.id]);
    const badYear = await t.admin({
      method: 'PATCH',
      url: `/api/v1/documents/${older.id}`,
      payload: { year: '2023-25' },
    });
    expect(badYear.statusCode).toBe(400);

    const audit = (await t.admin({ url: '/api/v1/audit' })).json<
      { resource: string; action: string }[]
    >();
    expect(audit.slice(0, 3)).toEqual([
      expect.objectContaining({ resource: 'document', action: 'edit' }),
      expect.objectContaining({ resource: 'document', action: 'create' }),
      expect.objectContaining({ resource: 'document', action: 'create' }),
    ]);
  });
});
