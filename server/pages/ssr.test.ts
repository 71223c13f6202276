import { fillTemplate, serialiseState } from './ssr';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Charity</title>' +
  '<script defer src=/assets/main.js></script></head><body><noscript>Needs JavaScript.</noscript>' +
  '<div id=root></div></body></html>';

describe('filling the page template', () => {
  it('puts the markup in #root, the state beside it, the title in the head, lang and dir', () => {
    const page = fillTemplate(
      TEMPLATE,
      {
        status: 200,
        html: '<main><h1>مرحبا $& $1</h1></main>',
        head: '<title>Home | Trust</title><link rel="preload" as="image" href="/a.png"/>',
        state: { text: '</script><script>alert(1)</script>', line: '\u2028' },
        language: 'ur',
      },
      '__STATE__',
    );

    expect(page).toContain('<html lang="ur" dir="rtl">');
    expect(page).toContain('<div id="root"><main><h1>مرحبا $& $1</h1></main></div>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(
      '<title>Home | Trust</title><link rel="preload" as="image" href="/a.png"/></head>',
    );
    expect(page).not.toContain('<noscript>');
    const json = /<script type="application\/json" id="__STATE__">(.*?)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual({
      text: '</script><script>alert(1)</script>',
      line: '\u2028',
    });
  });

  it('keeps the template title when the page sets none', () => {
    const page = fillTemplate(
      TEMPLATE,
      { status: 404, html: '<p>x</p>', head: '', state: {}, language: 'en' },
      'S',
    );
    expect(page).toContain('<title>Charity</title>');
    expect(page).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes every "<" of the state', () => {
    expect(serialiseState({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });
});
