import { compactCss, parseStylesheet, stylesFor, withOwnStyles } from './pageStyles';

const SHEET = `
/* The card, on every page that lists one. */
.card { color: red; }
.card__title,
.modal__title { font-weight: 700; }
.modal { position: fixed; }
@media (min-width: 768px) {
  .card { display: grid; }
  .modal { inset: 0; }
}
@media print { .modal { display: none; } }
.card:not(.is-open) { opacity: 1; }
.list > .card[data-x=".modal"] { margin: 0; }
:is(.modal, .card) a { color: inherit; }
.w\\:full { width: 100%; }
@font-face { font-family: 'Noto Nastaliq Urdu'; src: url(/assets/x.woff2) format('woff2'); }
@keyframes spin { from { rotate: 0deg; } to { rotate: 360deg; } }
html[data-hydrated] body { margin: 0; }
`;

const PAGE = '<main class="list"><article class="card"><h2 class="card__title">A</h2></article>';

describe("a page's own styles", () => {
  it('are written compactly, strings as they are', () => {
    expect(compactCss(".a ,\n .b  >  .c { content:  ' x  y ' ; margin:  0 auto ; }")).toBe(
      ".a,.b > .c{content:' x  y ';margin:0 auto}",
    );
    expect(compactCss('a /* note */ b { calc: calc(100vw - 32px) }')).toBe(
      'a b{calc:calc(100vw - 32px)}',
    );
  });

  it("keep the rules that can apply to the page's markup, in order, and the other at-rules", () => {
    expect(stylesFor(parseStylesheet(SHEET), PAGE)).toBe(
      '.card{color:red}' +
        '.card__title{font-weight:700}' +
        '@media (min-width:768px){.card{display:grid}}' +
        '.card:not(.is-open){opacity:1}' +
        '.list > .card[data-x=".modal"]{margin:0}' +
        ':is(.modal,.card) a{color:inherit}' +
        '.w\\:full{width:100%}' +
        "@font-face{font-family:'Noto Nastaliq Urdu';src:url(/assets/x.woff2) format('woff2')}" +
        '@keyframes spin{from{rotate:0deg}to{rotate:360deg}}' +
        'html[data-hydrated] body{margin:0}',
    );
  });

  it('keep every rule for a page that uses every class', () => {
    const everything = '<div class="card card__title modal list">';
    expect(stylesFor(parseStylesheet(SHEET), everything)).toBe(
      stylesFor(parseStylesheet(SHEET), `${everything}<p class='is-open'>`),
    );
    expect(stylesFor(parseStylesheet(SHEET), everything)).toContain('@media print{.modal{');
  });

  it('replace the inlined sheet in the page, reading classes from the markup alone', () => {
    const page = `<html><head><style data-href="/assets/styles.1.css">${SHEET}</style></head><body>${PAGE}</body></html>`;
    const own = withOwnStyles(page);

    expect(own).toContain('<style data-href="/assets/styles.1.css">.card{color:red}');
    expect(own).not.toContain('.modal{position:fixed}');
    expect(own).toContain(`</style></head><body>${PAGE}`);
    // A page without an inlined sheet is left as it is.
    expect(withOwnStyles(PAGE)).toBe(PAGE);
  });
});
