import { LIMITS } from '@contract/common';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import { useTestApp } from '../test/testApp';
import { form, makeJpeg, makeWebp, SVG, TEXT, PUBLISHED } from '../test/fixtures';

const t = useTestApp();

const post = (payload: FormData) => t.admin({ method: 'POST', url: '/api/v1/highlights', payload });

describe('highlights', () => {
  it('adds, lists and deletes a highlight with its image', async () => {
    const answer = await post(
      form(
        { heading: 'Meals', subHeading: '42,000 served' },
        { image: { data: await makeJpeg() } },
      ),
    );
    expect(answer.statusCode).toBe(201);
    const created = answer.json<{ id: number; image: string }>();
    expect(created).toEqual({
      id: created.id,
      heading: 'Meals',
      // No Urdu given: none stored (the English shows on Urdu pages).
      headingUr: null,
      subHeading: '42,000 served',
      subHeadingUr: null,
      image: expect.stringMatching(/^\/user\/upload\/Highlights\/[0-9a-f-]{36}-10x10\.webp$/),
      position: 1,
      ...PUBLISHED,
    });
    expect(t.filesOf('highlight')).toEqual([created.image.split('/').pop()]);
    expect((await t.inject({ url: '/api/v1/highlights' })).json()).toEqual([created]);

    const url = `/api/v1/highlights/${created.id}`;
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(t.filesOf('highlight')).toHaveLength(1);
    await t.purgeBin();
    expect(t.filesOf('highlight')).toEqual([]);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('keeps each text in Urdu beside the English; a blank Urdu is none, and an edit of either language is audited', async () => {
    const created = (
      await post(
        form(
          { heading: 'Meals', headingUr: ' کھانا ', subHeading: '42,000 served', subHeadingUr: '' },
          { image: { data: await makeJpeg() } },
        ),
      )
    ).json<{ id: number }>();
    expect(created).toMatchObject({ headingUr: 'کھانا', subHeadingUr: null });

    const url = `/api/v1/highlights/${created.id}`;
    const edited = await t.admin({
      method: 'PATCH',
      url,
      payload: form({ subHeadingUr: '۴۲ ہزار کھانے', headingUr: '' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      heading: 'Meals',
      headingUr: null,
      subHeading: '42,000 served',
      subHeadingUr: '۴۲ ہزار کھانے',
    });
    const row = await t.app.db
      .selectFrom('highlights')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ headingUr: null, subHeadingUr: '۴۲ ہزار کھانے' });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('resource', '=', 'highlight')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('edit');
    expect(audit.after).toContain('۴۲ ہزار کھانے');

    const tooLong = await t.admin({
      method: 'PATCH',
      url,
      payload: form({ headingUr: 'ک'.repeat(LIMITS.heading + 1) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'headingUr' });
  });

  it('refuses WebP for highlights with the JPEG, PNG, GIF message', async () => {
    const answer = await post(
      form(
        { heading: 'H', subHeading: 'S' },
        { image: { data: await makeWebp(), type: 'image/png' } },
      ),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ message: UPLOAD_MESSAGES.jpegPngGif, field: 'image' });
    expect(t.filesOf('highlight')).toEqual([]);
  });

  it.each([
    ['text', TEXT],
    ['svg', SVG],
  ])('refuses a %s file', async (_label, data) => {
    const answer = await post(form({ heading: 'H', subHeading: 'S' }, { image: { data } }));
    expect(answer.statusCode).toBe(415);
  });

  it('names the missing field', async () => {
    const image = { data: await makeJpeg() };
    const noSub = await post(form({ heading: 'H' }, { image }));
    expect(noSub.statusCode).toBe(400);
    expect(noSub.json()).toMatchObject({ message: 'subHeading is required', field: 'subHeading' });
    const noHeading = await post(form({ subHeading: 'S' }, { image }));
    expect(noHeading.json()).toMatchObject({ message: 'heading is required', field: 'heading' });
    const noImage = await post(form({ heading: 'H', subHeading: 'S' }));
    expect(noImage.json()).toMatchObject({ message: 'image is required', field: 'image' });
    const tooLong = await post(form({ heading: 'H'.repeat(301), subHeading: 'S' }, { image }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'heading' });
    expect(await t.app.db.selectFrom('highlights').selectAll().execute()).toEqual([]);
    expect(t.filesOf('highlight')).toEqual([]);
  });
});
