import { blankTrust, defaultReceiptWording, type DeductionWording } from '@contract/settings';
import { ADMIN, useTestApp } from '../test/testApp';
import { form, makePng } from '../test/fixtures';

/*
 * What a receipt says of the donor's tax deduction: the wording in force in the gift's financial
 * year (80G of the 1961 Act up to 2025-26, section 133 of the 2025 Act from 2026-27, unless the
 * Owner says otherwise), and that a cash gift above ₹2,000 earns none.
 */

const t = useTestApp();

const REGISTRATION = {
  kind: '80g',
  number: 'AABTR1234CF20224',
  validFrom: '2022-04-01',
  validUntil: '2026-09-30',
} as const;

const SITE = {
  name: { en: 'Roshni Welfare Trust', ur: 'روشنی ویلفیئر ٹرسٹ' },
  product: '',
  phone: '+919000000000',
  email: 'contact@example.org',
  donateUrl: '',
  donorLoginUrl: '',
  offices: { hyderabad: { en: '', ur: '' }, bangalore: { en: '', ur: '' } },
};

const putSettings = (entries: { name: string; content: unknown }[]) =>
  t.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: t.auth,
    payload: form({ json: JSON.stringify(entries), password: ADMIN.password }),
  });

const trustWith = (registrations: (typeof REGISTRATION)[]) => ({
  name: 'trust',
  content: { ...blankTrust(), registrations },
});

beforeEach(async () => {
  const settings = await putSettings([{ name: 'site', content: SITE }, trustWith([REGISTRATION])]);
  expect(settings.statusCode).toBe(200);
  const project = await t.admin({
    method: 'POST',
    url: '/api/v1/projects',
    payload: form(
      {
        projectId: 'clean-water',
        title: 'Clean water',
        projectDetails: 'Details',
        goal: '10000',
        link: 'https://example.org/donate',
      },
      { image: { data: await makePng() } },
    ),
  });
  expect(project.statusCode).toBe(201);
});

async function deductionOf(gift: Record<string, unknown>) {
  const given = await t.admin({
    method: 'POST',
    url: '/api/v1/projects/clean-water/donations',
    payload: { paymentMode: 'upi', ...gift },
  });
  expect(given.statusCode).toBe(201);
  const answer = await t.inject({
    url: `/api/v1/donations/${given.json<{ id: number }>().id}/receipt`,
    headers: t.auth,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ deduction: unknown }>().deduction;
}

describe("a receipt's deduction wording", () => {
  it('is section 80G of the 1961 Act for a gift of 2025-26, to the last day of March', async () => {
    expect(await deductionOf({ amount: 5000, date: '2026-03-31' })).toEqual({
      section: 'section 80G of the Income Tax Act, 1961',
      sectionUr: 'انکم ٹیکس ایکٹ 1961 کی دفعہ 80G',
      text: 'Donations to Roshni Welfare Trust qualify for deduction under section 80G of the Income Tax Act, 1961.',
      textUr:
        'روشنی ویلفیئر ٹرسٹ کو دیے گئے عطیات انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کے تحت ٹیکس کٹوتی کے اہل ہیں۔',
      cashOverLimit: false,
    });
  });

  it('is section 133 of the Income-tax Act, 2025 for a gift of 2026-27, from 1 April 2026', async () => {
    expect(await deductionOf({ amount: 5000, date: '2026-04-01' })).toEqual({
      section: 'section 133 of the Income-tax Act, 2025',
      sectionUr: 'انکم ٹیکس ایکٹ 2025 کی دفعہ 133',
      text:
        'Donations to Roshni Welfare Trust qualify for deduction under section 133 of the ' +
        'Income-tax Act, 2025, which replaces section 80G of the Income Tax Act, 1961.',
      textUr:
        'روشنی ویلفیئر ٹرسٹ کو دیے گئے عطیات انکم ٹیکس ایکٹ 2025 کی دفعہ 133 کے تحت ٹیکس کٹوتی ' +
        'کے اہل ہیں، جو انکم ٹیکس ایکٹ 1961 کی دفعہ 80G کی جگہ لیتی ہے۔',
      cashOverLimit: false,
    });
  });

  it("follows the Owner's edit on the next receipt, each wording from its year on", async () => {
    const [older] = defaultReceiptWording().deductions as [DeductionWording];
    const renamed: DeductionWording = {
      fromYear: '2026-27',
      section: 'section 133(1)(b) of the Income-tax Act, 2025',
      sectionUr: 'انکم ٹیکس ایکٹ 2025 کی دفعہ 133(1)(b)',
      text: '{{trust}}: gifts qualify under {{section}}.',
      textUr: '{{trust}}: عطیات {{section}} کے تحت اہل ہیں۔',
    };
    const saved = await putSettings([
      { name: 'receipt-wording', content: { deductions: [renamed, older] } },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(await deductionOf({ amount: 500, date: '2026-04-01' })).toMatchObject({
      section: renamed.section,
      text: 'Roshni Welfare Trust: gifts qualify under section 133(1)(b) of the Income-tax Act, 2025.',
      textUr: 'روشنی ویلفیئر ٹرسٹ: عطیات انکم ٹیکس ایکٹ 2025 کی دفعہ 133(1)(b) کے تحت اہل ہیں۔',
    });
    expect(await deductionOf({ amount: 500, date: '2026-03-31' })).toMatchObject({
      section: older.section,
    });
    // A year before every wording takes the earliest.
    await putSettings([{ name: 'receipt-wording', content: { deductions: [renamed] } }]);
    expect(await deductionOf({ amount: 500, date: '2025-04-01' })).toMatchObject({
      section: renamed.section,
    });
  });

  it('tells that a cash gift above ₹2,000 earns no deduction, and not one of ₹2,000', async () => {
    const cash = { paymentMode: 'cash', date: '2026-05-02' };
    // Recorded and receipted all the same.
    expect(await deductionOf({ ...cash, amount: 2001 })).toMatchObject({ cashOverLimit: true });
    expect(await deductionOf({ ...cash, amount: 2000 })).toMatchObject({ cashOverLimit: false });
    expect(await deductionOf({ amount: 50_000, date: '2026-05-02' })).toMatchObject({
      cashOverLimit: false,
    });
  });

  it('is none without an 80G registration valid on the gift’s date', async () => {
    expect(await deductionOf({ amount: 500, date: '2022-03-31' })).toBeNull();
    expect(await deductionOf({ amount: 500, date: '2026-10-01' })).toBeNull();
    await putSettings([trustWith([])]);
    expect(await deductionOf({ amount: 500, date: '2026-05-02' })).toBeNull();
  });
});
