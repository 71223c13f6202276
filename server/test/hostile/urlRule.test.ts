import { HttpUrl, isHttpUrl, OptionalHttpUrl } from '@contract/common';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import { browserScheme, dangerousUrl, httpUrl, urlishText } from './urlArbitraries';

/*
 * The contract's URL rule, as both its halves are used: isHttpUrl (the server's routes and the
 * SPA's forms) and the HttpUrl / OptionalHttpUrl schemas (route and settings validation).
 */

const RUNS = { numRuns: 2_000 };

const acceptedAnywhere = (value: string) =>
  isHttpUrl(value) || Value.Check(HttpUrl, value) || Value.Check(OptionalHttpUrl, value);

describe('the http(s) URL rule', () => {
  it('refuses javascript:, data: and vbscript: links however they are written', () => {
    fc.assert(
      fc.property(dangerousUrl, (value) => !acceptedAnywhere(value)),
      RUNS,
    );
  });

  it('accepts real http and https links in any casing', () => {
    fc.assert(
      fc.property(
        httpUrl,
        (value) =>
          isHttpUrl(value) && Value.Check(HttpUrl, value) && Value.Check(OptionalHttpUrl, value),
      ),
      RUNS,
    );
  });

  it('accepts nothing a browser would open with another scheme', () => {
    let accepted = 0;
    fc.assert(
      fc.property(urlishText, (value) => {
        if (isHttpUrl(value)) {
          accepted += 1;
          expect(browserScheme(value)).toMatch(/^https?$/);
          expect(new URL(value).protocol).toMatch(/^https?:$/);
        }
        if (Value.Check(HttpUrl, value)) expect(browserScheme(value)).toMatch(/^https?$/);
      }),
      { numRuns: 5_000 },
    );
    // The generator does reach the interesting side: some of its links are accepted.
    expect(accepted).toBeGreaterThan(50);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'VBScript:msgbox(1)',
    'http:alert(1)',
    'https:/example.org',
    '//example.org',
    '/relative/path',
  ])('refuses %j', (value) => {
    expect(acceptedAnywhere(value)).toBe(false);
  });

  it('leaves an empty optional link allowed, and only there', () => {
    expect(Value.Check(OptionalHttpUrl, '')).toBe(true);
    expect(Value.Check(HttpUrl, '')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});
