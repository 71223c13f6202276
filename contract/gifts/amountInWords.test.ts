import { rupeesInWords } from './amountInWords';

describe('an amount in words, with Indian numbering', () => {
  it.each([
    [1, 'Rupees One only'],
    [19, 'Rupees Nineteen only'],
    [45, 'Rupees Forty Five only'],
    [100, 'Rupees One Hundred only'],
    [1_001, 'Rupees One Thousand One only'],
    [25_500, 'Rupees Twenty Five Thousand Five Hundred only'],
    [120_000, 'Rupees One Lakh Twenty Thousand only'],
    [9_999_999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine only'],
    [
      12_345_678,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight only',
    ],
    [1_000_000_000, 'Rupees One Hundred Crore only'],
  ])('says %d in English', (amount, words) => {
    expect(rupeesInWords(amount, 'en')).toBe(words);
  });

  it.each([
    [1, 'ایک روپے صرف'],
    [21, 'اکیس روپے صرف'],
    [45, 'پینتالیس روپے صرف'],
    [78, 'اٹھہتر روپے صرف'],
    [99, 'ننانوے روپے صرف'],
    [100, 'ایک سو روپے صرف'],
    [250, 'دو سو پچاس روپے صرف'],
    [120_000, 'ایک لاکھ بیس ہزار روپے صرف'],
    [30_000_000, 'تین کروڑ روپے صرف'],
  ])('says %d in Urdu', (amount, words) => {
    expect(rupeesInWords(amount, 'ur')).toBe(words);
  });

  it('has a word of its own for every number below a hundred in Urdu', () => {
    const words = Array.from({ length: 99 }, (_, i) => rupeesInWords(i + 1, 'ur'));
    expect(new Set(words).size).toBe(99);
    expect(words.every((text) => !text.startsWith(' '))).toBe(true);
  });
});
