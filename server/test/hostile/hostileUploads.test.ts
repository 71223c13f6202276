import { useTestApp } from '../testApp';
import { HOSTILE_UPLOADS } from './corpus';
import { snapshot } from './snapshot';
import { uploadTargets, type UploadTarget } from './targets';

const t = useTestApp({}, { scope: 'all', timeout: 60_000 });
let targets: UploadTarget[];
beforeAll(async () => {
  targets = await uploadTargets(t);
}, 60_000);

it('has at least 20 hostile uploads', () => {
  expect(HOSTILE_UPLOADS.length).toBeGreaterThanOrEqual(20);
});

describe.each(HOSTILE_UPLOADS.map((upload) => [upload.label, upload] as const))(
  '%s',
  (_label, upload) => {
    it('is refused by every upload route with a message, leaving no row and no file', async () => {
      const before = await snapshot(t);
      for (const target of targets) {
        const answer = await t.inject(await upload.request(target, t.auth));
        const body = answer.json<{ statusCode: number; message: string; field?: string }>();
        const expected = upload.expected?.(target.kind);
        // The route's label travels with every check, so a failure names the route.
        const where = `${target.label} (${target.method} ${target.url})`;
        const status = answer.statusCode;
        expect({ where, clientError: status >= 400 && status < 500, status, ...body }).toEqual({
          where,
          clientError: true,
          status: expected?.status ?? status,
          statusCode: status,
          error: expect.any(String),
          message: expected?.message ?? expect.stringMatching(/\w{3}/),
          ...(body.field === undefined ? {} : { field: expect.any(String) }),
        });
        expect([where, await snapshot(t)]).toEqual([where, before]);
      }
    }, 30_000);
  },
);
