import { donateUrl } from './donateUrl';

describe('donateUrl', () => {
  it('adds the cause id', () => {
    expect(donateUrl('https://donate.example.org/', 1)).toBe('https://donate.example.org/?id=1');
  });

  it('keeps the parameters already there and replaces an old id', () => {
    expect(donateUrl('https://donate.example.org/give?lang=ur&id=9', 1)).toBe(
      'https://donate.example.org/give?lang=ur&id=1',
    );
  });

  it.each([undefined, '', 'not a url', 'javascript:alert(1)'])('gives null for %p', (value) => {
    expect(donateUrl(value, 1)).toBeNull();
  });
});
