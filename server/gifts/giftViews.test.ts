import {
  badgeGifts,
  giftDetailsWith,
  publicGift,
  publicGifts,
  receiptOf,
  totalsOf,
  type RecordedGift,
} from './giftViews';
import { compactIdNumber, financialYearOf, idNumberMisses, initialsOf } from '@contract/gifts';

/** A sample gift is confirmed, for the general fund, with its amount shown, unless told otherwise. */
const USUAL = { purpose: 'general', hideAmount: false, status: 'confirmed' } as const;

const gift = (id: number, donorName: string | null, amount: number, date: string, more = {}) =>
  ({
    ...USUAL,
    id,
    donorName,
    amount,
    date,
    shownAs: donorName ? 'name' : 'anonymous',
    ...more,
  }) as RecordedGift;

describe('donor badges', () => {
  it('gives topDonor to a single gift that is also the first', () => {
    const [only] = badgeGifts([gift(1, 'A', 10, '2025-01-01')]);
    expect(only?.type).toBe('topDonor');
  });

  it('breaks a tie for the top by the earliest date, then the lowest id', () => {
    const donors = badgeGifts([
      gift(3, 'C', 50, '2025-01-02'),
      gift(2, 'B', 50, '2025-01-01'),
      gift(1, 'A', 50, '2025-01-01'),
    ]);
    expect(donors.map((d) => d.type)).toEqual(['recentDonor', 'recentDonor', 'topDonor']);
  });

  it('never makes a gift with a hidden amount the top donor', () => {
    const donors = badgeGifts([
      gift(2, 'B', 10, '2025-01-02'),
      gift(1, 'A', 9000, '2025-01-01', { hideAmount: true }),
    ]);
    expect(donors.map((d) => d.type)).toEqual(['topDonor', 'firstDonor']);
  });
});

describe('what the public sees of a gift', () => {
  const shown = (recorded: RecordedGift) => publicGift({ ...recorded, type: 'recentDonor' });

  it('carries the name, its initials or Anonymous, as the donor chose', () => {
    expect(shown(gift(1, 'Ayesha Siddiqui', 10, '2025-01-01')).donorName).toBe('Ayesha Siddiqui');
    const initials = shown(gift(1, 'Ayesha Siddiqui', 10, '2025-01-01', { shownAs: 'initials' }));
    expect(initials).toMatchObject({ donorName: 'A. S.', shownAs: 'initials' });
    const anonymous = shown(gift(1, 'Ayesha', 10, '2025-01-01', { shownAs: 'anonymous' }));
    expect(anonymous).toMatchObject({ donorName: 'Anonymous', shownAs: 'anonymous' });
    // A gift recorded without a name is anonymous whatever its stored choice.
    expect(shown(gift(1, null, 10, '2025-01-01', { shownAs: 'name' }))).toMatchObject({
      donorName: 'Anonymous',
      shownAs: 'anonymous',
    });
  });

  it('leaves out a hidden amount and every private field', () => {
    const answer = shown(gift(1, 'A', 500, '2025-01-01', { hideAmount: true, purpose: 'zakat' }));
    expect(answer).toEqual({
      id: 1,
      donorName: 'A',
      shownAs: 'name',
      date: '2025-01-01',
      type: 'recentDonor',
    });
  });
});

describe('initials and financial years', () => {
  it.each([
    ['Ayesha Siddiqui', 'A. S.'],
    ['  Imran   Ali Khan ', 'I. A. K.'],
    ['عائشہ صدیقی', 'ع. ص.'],
    ['Madonna', 'M.'],
  ])('%j has the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2099-12-31', '2099-00'],
    ['2000-01-15', '1999-00'],
  ])('%s is in the financial year %s', (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });

  it('sums confirmed gifts per financial year and purpose, newest year first', () => {
    expect(
      totalsOf([
        { date: '2025-03-31', purpose: 'zakat', amount: 100, status: 'confirmed' },
        { date: '2025-04-01', purpose: 'zakat', amount: 200, status: 'confirmed' },
        { date: '2025-05-01', purpose: 'general', amount: 5, status: 'confirmed' },
        { date: '2025-06-01', purpose: 'zakat', amount: 1, status: 'confirmed' },
        { date: '2025-06-02', purpose: 'zakat', amount: 7000, status: 'pending' },
        { date: '2025-06-03', purpose: 'general', amount: 9000, status: 'rejected' },
      ]),
    ).toEqual([
      { financialYear: '2025-26', purpose: 'general', amount: 5, gifts: 1 },
      { financialYear: '2025-26', purpose: 'zakat', amount: 201, gifts: 2 },
      { financialYear: '2024-25', purpose: 'zakat', amount: 100, gifts: 1 },
    ]);
  });
});

describe('gifts not confirmed', () => {
  const gifts = [
    gift(3, 'Pending Large', 90000, '2025-01-03', { status: 'pending' }),
    gift(2, 'Rejected Early', 500, '2024-01-01', { status: 'rejected' }),
    gift(1, 'Confirmed', 100, '2025-01-01'),
  ];

  it('are never the top or first donor', () => {
    expect(badgeGifts(gifts).find(({ id }) => id === 1)?.type).toBe('topDonor');
  });

  it('are left out of what the public sees', () => {
    expect(publicGifts(gifts).map(({ donorName }) => donorName)).toEqual(['Confirmed']);
  });
});

describe('private details of a gift', () => {
  it('fills what was not given as none, and an untold payment mode as other', () => {
    expect(giftDetailsWith({ donorEmail: 'a@example.org', donorPhone: undefined })).toEqual({
      donorIdType: null,
      donorIdNumber: null,
      donorAddress: null,
      donorEmail: 'a@example.org',
      donorPhone: null,
      paymentMode: 'other',
      paymentReference: null,
    });
  });

  it('keeps a PAN or Aadhaar number without spaces, in capitals, and checks its shape', () => {
    expect(compactIdNumber('pan', ' aaaph 1234k ')).toBe('AAAPH1234K');
    expect(compactIdNumber('aadhaar', '1234 5678 9012')).toBe('123456789012');
    expect(compactIdNumber('passport', ' k 123 ')).toBe('k 123');
    expect(idNumberMisses('pan', 'AAAPH1234K')).toBeNull();
    expect(idNumberMisses('pan', 'AAAPH12345')).toBe('pan');
    expect(idNumberMisses('aadhaar', '12345678901')).toBe('aadhaar');
    expect(idNumberMisses('passport', 'anything')).toBeNull();
  });
});

describe("a gift's receipt", () => {
  const project = { projectId: 'blankets', title: 'Blankets', titleUr: null };
  const stored = {
    ...gift(7, 'Arif Hussain', 25_000, '2025-06-01'),
    ...giftDetailsWith({ paymentMode: 'upi', paymentReference: 'UTR1', donorIdType: 'pan' }),
    receiptNumber: '2025-26/0004',
  };

  it('says what the receipt shows, and nothing else the gift carries', () => {
    expect(receiptOf(stored, project, null)).toEqual({
      id: 7,
      receiptNumber: '2025-26/0004',
      donorName: 'Arif Hussain',
      amount: 25_000,
      date: '2025-06-01',
      purpose: 'general',
      paymentMode: 'upi',
      paymentReference: 'UTR1',
      donorIdType: 'pan',
      donorIdNumber: null,
      donorAddress: null,
      project,
      deduction: null,
    });
  });

  it('is none for a gift not confirmed', () => {
    expect(receiptOf({ ...stored, status: 'pending', receiptNumber: null }, project, null)).toBe(
      undefined,
    );
    expect(receiptOf({ ...stored, status: 'rejected' }, project, null)).toBe(undefined);
  });
});
