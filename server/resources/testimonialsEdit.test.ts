import { useTestApp } from '../test/testApp';
import { PUBLISHED } from '../test/fixtures';

const t = useTestApp();
const VIDEO = 'https://www.youtube.com/embed/abc';
let id: number;
beforeEach(async () => {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/testimonials',
    payload: { name: 'Ayesha', video: VIDEO },
  });
  id = answer.json<{ id: number }>().id;
});

/** The testimonial each test starts with, as answered and stored, with `changes`. */
const testimonial = (changes: { name?: string; video?: string } = {}) => ({
  id,
  name: 'Ayesha',
  nameUr: null,
  video: VIDEO,
  // The first testimonial: placed before an empty list's first place.
  position: 0,
  ...PUBLISHED,
  ...changes,
});

const patch = (payload: unknown, headers: Record<string, string> = t.auth, target = id) =>
  t.inject({ method: 'PATCH', url: `/api/v1/testimonials/${target}`, payload, headers });

const stored = () =>
  t.app.db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PATCH /api/v1/testimonials/{id}', () => {
  it('changes only the fields sent', async () => {
    const named = await patch({ name: '  Ayesha Khan ' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual(testimonial({ name: 'Ayesha Khan' }));
    const moved = await patch({ video: 'https://www.youtube.com/embed/xyz' });
    const changed = testimonial({
      name: 'Ayesha Khan',
      video: 'https://www.youtube.com/embed/xyz',
    });
    expect(moved.json()).toEqual(changed);
    const { status: publishStatus, ...row } = changed;
    expect(await stored()).toEqual({ ...row, publishStatus });
  });

  it('records a change of the Urdu alone in the audit trail, with the row before and after', async () => {
    const answer = await patch({ nameUr: ' عائشہ ' });
    expect(answer.json()).toMatchObject({ name: 'Ayesha', nameUr: 'عائشہ' });
    const audit = await t.lastChange();
    expect(audit).toMatchObject({ action: 'edit', summary: 'Ayesha' });
    expect(JSON.parse(audit.before ?? 'null')).toMatchObject({ name: 'Ayesha', nameUr: null });
    expect(JSON.parse(audit.after ?? 'null')).toMatchObject({ name: 'Ayesha', nameUr: 'عائشہ' });
  });

  it('answers an empty edit with the record unchanged', async () => {
    const answer = await patch({});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(testimonial());
  });

  it.each([
    [{ name: '' }, 'name', 'name is required'],
    [{ name: '   ' }, 'name', 'name is required'],
    [{ video: '' }, 'video', 'Invalid video URL'],
    [{ video: 'javascript:alert(1)' }, 'video', 'Invalid video URL'],
    [{ video: 'not a url' }, 'video', 'Invalid video URL'],
  ])('refuses %j with 400 on field %s and changes nothing', async (body, field, message) => {
    const before = await stored();
    const answer = await patch(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown testimonial', async () => {
    const answer = await patch({ name: 'Someone' }, t.auth, 9999);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Testimonial not found' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of refused) {
      expect((await patch({ name: 'Changed' }, headers)).statusCode).toBe(401);
    }
    expect((await stored()).name).toBe('Ayesha');
  });
});
