import { blankTrust } from '@contract/settings';
import { form } from '../test/fixtures';
import { createProject } from '../test/projects';
import { ADMIN, useTestApp } from '../test/testApp';

/*
 * Donors' private details never reach a log line (issue 13): the server here logs everything it
 * can (trace), while gifts, pledges (with what a receipt needs and a wish for updates), refusals,
 * receipts and an import carry them.
 */
const lines: string[] = [];
const t = useTestApp({
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line) => void lines.push(line) },
});

const PRIVATE = {
  donorIdNumber: 'AAAPH1234K',
  donorAddress: '4-1-12 Abids, Hyderabad',
  donorEmail: 'arif.hussain@example.org',
  donorPhone: '+919845012345',
  paymentReference: 'UTR402812345678',
};
const PLEDGED_UTR = '604312345678';
/** What a donor tells with a pledge, for the receipt: each must stay out of the log too. */
const TOLD = {
  donorEmail: 'nusrat.begum@example.org',
  donorPhone: '+919812398123',
  donorPan: 'bbbpb 4321 q',
  donorAddress: '9 Charminar Road, Hyderabad',
};
const TOLD_SECRETS = ['nusrat.begum', '9812398123', 'BBBPB4321Q', 'bbbpb', 'Charminar'];
const WRONG_EMAIL = 'nusrat.begum(at)example';
const IMPORTED_UTR = 'NEFT77001122';
const WRONG_PAN = 'ZZZZZ0000Z9';

const post = (url: string, payload: unknown, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url, payload, headers });

it('keeps every private detail out of the log, through gifts, pledges, refusals and receipts', async () => {
  expect((await createProject(t, { projectId: 'clean-water' })).statusCode).toBe(201);
  const trust = { ...blankTrust(), upiId: 'roshni.trust@example', upiPayee: 'Roshni Trust' };
  const settings = await t.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    payload: form({
      json: JSON.stringify([{ name: 'trust', content: trust }]),
      password: ADMIN.password,
    }),
    headers: t.auth,
  });
  expect(settings.statusCode).toBe(200);

  const gifts = '/api/v1/projects/clean-water/donations';
  const gift = { donorName: 'Syed Arif Hussain', amount: 5000, donorIdType: 'pan', ...PRIVATE };
  const recorded = await post(gifts, gift);
  expect(recorded.statusCode).toBe(201);
  expect((await post(gifts, gift)).statusCode).toBe(409);
  expect(
    (await post(gifts, { ...gift, paymentReference: 'X1', donorIdNumber: WRONG_PAN })).statusCode,
  ).toBe(400);

  const pledges = '/api/v1/projects/clean-water/pledges';
  const pledge = {
    amount: 700,
    paymentReference: PLEDGED_UTR,
    donorName: 'Asha Rao',
    ...TOLD,
    wantsUpdates: true,
    donorLanguage: 'ur',
  };
  expect((await post(pledges, pledge, {})).statusCode).toBe(201);
  expect((await post(pledges, pledge, {})).statusCode).toBe(409);
  // Refused for a bad PAN and a bad e-mail: the 400s and their log lines name only the field.
  expect((await post(pledges, { ...pledge, donorPan: 'bbbpb 4321' }, {})).statusCode).toBe(400);
  expect((await post(pledges, { ...pledge, donorEmail: WRONG_EMAIL }, {})).statusCode).toBe(400);
  const [pending] = await t.app.db
    .selectFrom('donations')
    .select('id')
    .where('status', '=', 'pending')
    .execute();
  expect((await post(`${gifts}/${pending!.id}/confirm`, undefined)).statusCode).toBe(200);

  const [first] = await t.app.db.selectFrom('donations').select('id').orderBy('id').execute();
  expect(
    (await t.inject({ url: `/api/v1/donations/${first!.id}/receipt`, headers: t.auth })).statusCode,
  ).toBe(200);

  const csv =
    'Date,UTR,Amount,ID Type,ID Number,Address,Email,Language,Updates\r\n' +
    `2025-04-02,${IMPORTED_UTR},100,pan,${WRONG_PAN},"${PRIVATE.donorAddress}",${TOLD.donorEmail},ur,yes\r\n`;
  const preview = await t.inject({
    method: 'POST',
    url: `${gifts}/import/preview`,
    payload: csv,
    headers: { ...t.auth, 'content-type': 'text/csv' },
  });
  expect(preview.statusCode).toBe(200);
  const refused = await t.inject({
    method: 'POST',
    url: `${gifts}/import`,
    payload: csv,
    headers: { ...t.auth, 'content-type': 'text/csv' },
  });
  expect(refused.statusCode).toBe(400);

  // The log did record these requests: it is the log, not silence, that is checked.
  const log = lines.join('');
  expect(log).toContain('/pledges');
  expect(log).toContain('/receipt');
  const secrets = [
    ...Object.values(PRIVATE),
    ...TOLD_SECRETS,
    PLEDGED_UTR,
    IMPORTED_UTR,
    WRONG_PAN,
    WRONG_EMAIL,
  ];
  for (const secret of secrets) expect(log).not.toContain(secret);
  // Nor the consent's token hash: the unsubscribe link's token is made from nothing logged.
  const [consent] = await t.app.db.selectFrom('updateConsents').select('tokenHash').execute();
  expect(log).not.toContain(consent!.tokenHash);
});
