import { formatDate, formatMoney, localDay, progressPercent } from './format';

describe('formatMoney', () => {
  it.each([
    [1234567, '₹12,34,567'],
    [0, '₹0'],
    [999.6, '₹1,000'],
    [250000, '₹2,50,000'],
  ])('shows %p as %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });
});

describe('formatDate', () => {
  it('shows yyyy-mm-dd as en-GB day, short month and year', () => {
    expect(formatDate('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate('2025-09-01')).toBe('01 Sep 2025');
  });

  it('names the month in Urdu for an Urdu page', () => {
    expect(formatDate('2024-03-05', 'ur')).toBe('05 مارچ 2024');
    expect(formatDate('2025-05-01', 'ur')).toBe('01 مئی 2025');
    expect(formatDate('2026-12-31', 'ur')).toBe('31 دسمبر 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('progressPercent', () => {
  it('is raised over goal, rounded, and may pass 100', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(115000, 100000)).toBe(115);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it('is 0 without a goal', () => {
    expect(progressPercent(10, 0)).toBe(0);
  });
});

describe('localDay', () => {
  it('names the day where the reader is, not in UTC', () => {
    // 20:00 UTC is 01:30 the next morning in India.
    expect(localDay('2026-02-11T20:00:00.000Z', 'Asia/Kolkata')).toBe('2026-02-12');
    expect(localDay('2026-02-11T08:00:00.000Z', 'Asia/Kolkata')).toBe('2026-02-11');
    expect(localDay('2026-02-11T20:00:00.000Z', 'UTC')).toBe('2026-02-11');
  });
});
