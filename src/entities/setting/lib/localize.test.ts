import { localize } from './localize';

const hero = {
  en: { heading: 'Together', subHeading: 'Every gift helps' },
  ur: { heading: 'مل کر', subHeading: '' },
};

describe('localize', () => {
  it('gives the English text in English', () => {
    expect(localize(hero, 'en')).toEqual(hero.en);
  });

  it('gives the Urdu text, with English for each empty field', () => {
    expect(localize(hero, 'ur')).toEqual({ heading: 'مل کر', subHeading: 'Every gift helps' });
  });

  it('treats a blank line as empty', () => {
    expect(localize({ en: 'Trust', ur: '   ' }, 'ur')).toBe('Trust');
    expect(localize({ en: 'Trust', ur: 'ٹرسٹ' }, 'ur')).toBe('ٹرسٹ');
  });
});
