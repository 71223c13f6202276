import type { Language } from '../pages/language';

/*
 * A receipt's amount in words, as Indian receipts write it: in lakhs and crores ("Rupees One Lakh
 * Twenty Thousand only"). Urdu says each number below a hundred with a word of its own, so both
 * languages list them; above, the Indian steps (hundred, thousand, lakh, crore) read the same way.
 */

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

const enBelowHundred = (n: number) =>
  n < 20
    ? (EN_ONES[n] ?? '')
    : `${EN_TENS[Math.floor(n / 10)] ?? ''}${n % 10 ? ` ${EN_ONES[n % 10] ?? ''}` : ''}`;

/** One to ninety-nine in Urdu, index = the number. */
const UR_BELOW_HUNDRED = (
  ' ایک دو تین چار پانچ چھ سات آٹھ نو دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس بیس' +
  ' اکیس بائیس تئیس چوبیس پچیس چھبیس ستائیس اٹھائیس انتیس تیس اکتیس بتیس تینتیس چونتیس پینتیس' +
  ' چھتیس سینتیس اڑتیس انتالیس چالیس اکتالیس بیالیس تینتالیس چوالیس پینتالیس چھیالیس سینتالیس' +
  ' اڑتالیس انچاس پچاس اکیاون باون ترپن چوون پچپن چھپن ستاون اٹھاون انسٹھ ساٹھ اکسٹھ باسٹھ ترسٹھ' +
  ' چونسٹھ پینسٹھ چھیاسٹھ سڑسٹھ اڑسٹھ انہتر ستر اکہتر بہتر تہتر چوہتر پچھتر چھہتر ستتر اٹھہتر' +
  ' اناسی اسی اکیاسی بیاسی تراسی چوراسی پچاسی چھیاسی ستاسی اٹھاسی نواسی نوے اکانوے بانوے ترانوے' +
  ' چورانوے پچانوے چھیانوے ستانوے اٹھانوے ننانوے'
).split(' ');

const WORDS = {
  en: {
    belowHundred: enBelowHundred,
    hundred: 'Hundred',
    steps: ['Crore', 'Lakh', 'Thousand'],
    say: (words: string) => `Rupees ${words} only`,
    zero: 'Zero',
  },
  ur: {
    belowHundred: (n: number) => UR_BELOW_HUNDRED[n] ?? '',
    hundred: 'سو',
    steps: ['کروڑ', 'لاکھ', 'ہزار'],
    say: (words: string) => `${words} روپے صرف`,
    zero: 'صفر',
  },
} as const;

const STEP_SIZES = [10_000_000, 100_000, 1_000];

function numberInWords(n: number, language: Language): string {
  const words = WORDS[language];
  const parts: string[] = [];
  let rest = n;
  STEP_SIZES.forEach((size, index) => {
    const count = Math.floor(rest / size);
    rest %= size;
    // Crores may number more than ninety-nine (₹100 crore is the most a gift may be).
    if (count) parts.push(`${numberInWords(count, language)} ${words.steps[index]}`);
  });
  const hundreds = Math.floor(rest / 100);
  if (hundreds) parts.push(`${words.belowHundred(hundreds)} ${words.hundred}`);
  if (rest % 100) parts.push(words.belowHundred(rest % 100));
  return parts.join(' ');
}

/** Whole rupees in words: "Rupees One Lakh Twenty Thousand only", "ایک لاکھ بیس ہزار روپے صرف". */
export function rupeesInWords(amount: number, language: Language): string {
  const words = WORDS[language];
  return words.say(amount > 0 ? numberInWords(Math.floor(amount), language) : words.zero);
}
