import { useTestApp } from '../test/testApp';

const t = useTestApp({}, { scope: 'all' });

const testimonial = (payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/testimonials',
    payload,
    headers: { ...t.auth, ...headers },
  });

describe("a client's mistakes are never a 500", () => {
  it.each([
    ['malformed JSON', '{"name": "x",', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['JSON that is not an object', '[1, 2]', 'application/json', 400],
    ['a text body', 'name=x', 'text/plain', 400],
    ['an unknown content type', '<x/>', 'application/xml', 415],
    ['a prototype-poisoning body', '{"__proto__": {"x": 1}, "name": "a"}', 'application/json', 400],
  ])('%s answers %#', async (_label, body, type, status) => {
    const answer = await testimonial(body, { 'content-type': type });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ statusCode: status });
    expect(typeof answer.json<{ message: string }>().message).toBe('string');
  });

  it('names the body when it is missing', async () => {
    const answer = await t.admin({ method: 'POST', url: '/api/v1/testimonials' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'The request body must be a JSON object' });
  });

  it.each([
    ['JSON sent to a multipart route', '{"name": "x"}', 'application/json', 415],
    ['a multipart body without a boundary', 'x', 'multipart/form-data', 400],
    [
      'a truncated multipart body',
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nPartner\r\n--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      'multipart/form-data; boundary=b',
      400,
    ],
    ['garbage in a multipart body', 'not multipart at all', 'multipart/form-data; boundary=b', 400],
  ])('%s answers %#', async (_label, body, type, status) => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v1/partners',
      payload: body,
      headers: { ...t.auth, 'content-type': type },
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ statusCode: status });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999999999999', '1e3x'])(
    'an id of %j answers 400 or 404',
    async (id) => {
      const answer = await t.remove(`/api/v1/partners/${id}`);
      expect([400, 404]).toContain(answer.statusCode);
    },
  );

  it('every error has the same shape', async () => {
    const answer = await testimonial({ name: 'x', video: 'nope' });
    expect(Object.keys(answer.json()).sort()).toEqual(['error', 'field', 'message', 'statusCode']);
    expect(answer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid video URL',
      field: 'video',
    });
  });
});
