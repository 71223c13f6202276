import { defaultReceiptWording, type DeductionWording } from '@contract/settings';
import { useTestApp } from '../test/testApp';
import { form } from '../test/fixtures';

/*
 * The receipts' legal wording per financial year, the `receipt-wording` setting (saved with the
 * other settings, server/resources/settings): an Owner's alone to change (docs/product.md §6),
 * each wording from a real financial year, once, in both languages. What a receipt then says:
 * receiptWording.test.ts.
 */

const t = useTestApp();

type Auth = { authorization: string };

const WORDING: DeductionWording = {
  fromYear: '2026-27',
  section: 'section 133 of the Income-tax Act, 2025',
  sectionUr: 'انکم ٹیکس ایکٹ 2025 کی دفعہ 133',
  text: 'Donations to {{trust}} qualify for deduction under {{section}}.',
  textUr: '{{trust}} کو دیے گئے عطیات {{section}} کے تحت ٹیکس کٹوتی کے اہل ہیں۔',
};

const putWording = (deductions: unknown[], auth: Auth = t.auth) =>
  t.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: auth,
    payload: form({ json: JSON.stringify([{ name: 'receipt-wording', content: { deductions } }]) }),
  });

async function stored(): Promise<unknown> {
  const list = (await t.inject({ url: '/api/v1/settings' })).json<
    { name: string; content: unknown }[]
  >();
  return list.find(({ name }) => name === 'receipt-wording')?.content;
}

describe('the receipt-wording setting', () => {
  it('ships 80G of the 1961 Act, and section 133 of the 2025 Act from 2026-27', async () => {
    expect(await stored()).toEqual(defaultReceiptWording());
  });

  it("is an Owner's to change, stored oldest year first, with a line in the trail", async () => {
    const older = { ...WORDING, fromYear: '2020-21', section: 'section 80G' };
    const answer = await putWording([WORDING, older]);
    expect(answer.statusCode).toBe(200);
    expect(await stored()).toEqual({ deductions: [older, WORDING] });
    expect(await t.lastChange()).toMatchObject({ summary: 'receipt-wording' });
  });

  it.each(['editor', 'accounts'] as const)(
    'is refused to %s (403) and stays as it was',
    async (role) => {
      const member = await t.member(role);
      const answer = await putWording([WORDING], member.auth);
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(
        'This is not available for your role',
      );
      expect(await stored()).toEqual(defaultReceiptWording());
    },
  );

  it('may be sent unchanged by an Editor saving other settings', async () => {
    const editor = await t.member('editor');
    const answer = await t.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: editor.auth,
      payload: form({
        json: JSON.stringify([
          { name: 'theme', content: { color: 'blue' } },
          { name: 'receipt-wording', content: defaultReceiptWording() },
        ]),
      }),
    });
    expect(answer.statusCode).toBe(200);
  });

  it.each<[string, unknown[], string, string]>([
    [
      'a year not written 2026-27',
      [{ ...WORDING, fromYear: '2026' }],
      'receipt-wording.deductions.0.fromYear',
      'receipt-wording.deductions.0.fromYear must be a financial year like 2026-27',
    ],
    [
      'a year whose parts do not follow',
      [{ ...WORDING, fromYear: '2026-28' }],
      'receipt-wording.deductions.0.fromYear',
      'receipt-wording.deductions.0.fromYear must be a financial year like 2026-27',
    ],
    [
      'a year listed twice',
      [WORDING, { ...WORDING, section: 'another' }],
      'receipt-wording.deductions.1.fromYear',
      'The wording from 2026-27 is listed twice',
    ],
    [
      'a blank Urdu text',
      [{ ...WORDING, textUr: '  ' }],
      'receipt-wording.deductions.0.textUr',
      'receipt-wording.deductions.0.textUr is required',
    ],
    [
      'no Urdu section',
      [{ ...WORDING, sectionUr: undefined }],
      'receipt-wording.deductions.0.sectionUr',
      'receipt-wording.deductions.0.sectionUr is required',
    ],
    [
      'a text past 1000 characters',
      [{ ...WORDING, text: 'x'.repeat(1001) }],
      'receipt-wording.deductions.0.text',
      'receipt-wording.deductions.0.text must have at most 1000 characters',
    ],
    [
      'a name a text may not use',
      [{ ...WORDING, text: 'Gifts to {{trsut}} qualify.' }],
      'receipt-wording.deductions.0.text',
      'receipt-wording.deductions.0.text may name only {{trust}} and {{section}}, not {{trsut}}',
    ],
    [
      'no wording at all',
      [],
      'receipt-wording.deductions',
      'receipt-wording.deductions needs at least 1 entry',
    ],
  ])('refuses %s (400 naming the field)', async (_what, deductions, field, message) => {
    const answer = await putWording(deductions);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await stored()).toEqual(defaultReceiptWording());
  });
});
