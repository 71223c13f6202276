import type { Language } from '../pages/language';

/*
 * What a receipt says, in both languages: the receipt page (the admin's and the donor's) and the
 * receipt mail read these same words, so a donor sees one wording wherever the receipt reaches
 * them. Groups of texts as i18next takes them; `{{name}}` is filled in where they are used.
 */

const en = {
  /** A gift's printable receipt. */
  receipt: {
    title: 'Donation receipt',
    number: 'Receipt no.',
    date: 'Date',
    pan: 'PAN',
    registration80g: '80G registration',
    validUntil: 'valid until {{date}}',
    receivedFrom: 'Received with thanks from',
    anonymous: 'Anonymous',
    donorId: 'Donor’s ID',
    address: 'Address',
    amount: 'Amount',
    amountInWords: 'In words',
    paidBy: 'Paid by',
    reference: 'Reference',
    purpose: 'Purpose',
    project: 'Towards',
    /** The registration line when the receipt tells of a deduction (its `deduction.section`). */
    registrationFor: 'Registration for deduction under {{section}}',
    /** After the deduction's text, for a gift paid in cash above the limit ({{limit}}: ₹2,000). */
    cashOverLimit:
      'This gift was paid in cash and is more than {{limit}}, so it does not qualify for deduction under {{section}}.',
    signatory: 'Authorised signatory',
    print: 'Print',
    failed: 'This receipt could not be loaded',
    notConfirmed: 'A receipt is given only for a confirmed gift',
  },
  /** What a gift was given for (the contract's GIFT_PURPOSES). */
  giftPurpose: {
    general: 'General',
    zakat: 'Zakat',
    sadaqah: 'Sadaqah',
    lillah: 'Lillah',
    fitrana: 'Fitrana',
  },
  /** How a gift was paid (the contract's PAYMENT_MODES). */
  paymentMode: {
    cash: 'Cash',
    upi: 'UPI',
    bank: 'Bank transfer',
    cheque: 'Cheque or draft',
    card: 'Card',
    kind: 'In kind',
    other: 'Other',
  },
  /** The IDs Form 10BD accepts (the contract's DONOR_ID_TYPES). */
  donorIdType: {
    pan: 'PAN',
    aadhaar: 'Aadhaar',
    tax: 'Tax ID (another country)',
    passport: 'Passport',
    voter: 'Voter ID',
    driving: 'Driving licence',
    ration: 'Ration card',
  },
};

type ReceiptTexts = typeof en;

const ur: { [Group in keyof ReceiptTexts]: { [Key in keyof ReceiptTexts[Group]]: string } } = {
  receipt: {
    title: 'عطیے کی رسید',
    number: 'رسید نمبر',
    date: 'تاریخ',
    pan: 'پین (PAN)',
    registration80g: '80G رجسٹریشن',
    validUntil: '{{date}} تک مؤثر',
    receivedFrom: 'بصد شکریہ وصول کیا گیا، منجانب',
    anonymous: 'گمنام',
    donorId: 'عطیہ دہندہ کی شناخت',
    address: 'پتہ',
    amount: 'رقم',
    amountInWords: 'رقم الفاظ میں',
    paidBy: 'ادائیگی کا طریقہ',
    reference: 'حوالہ نمبر',
    purpose: 'مقصد',
    project: 'برائے',
    registrationFor: '{{section}} کے تحت ٹیکس کٹوتی کے لیے رجسٹریشن',
    // Isolated left to right: after Urdu letters, "₹2,000" would show as "2,000₹".
    cashOverLimit:
      'یہ عطیہ نقد ادا کیا گیا اور \u2066{{limit}}\u2069 سے زیادہ ہے، اس لیے {{section}} کے تحت ٹیکس کٹوتی کا اہل نہیں۔',
    signatory: 'مجاز دستخط کنندہ',
    print: 'پرنٹ کریں',
    failed: 'یہ رسید لوڈ نہیں ہو سکی',
    notConfirmed: 'رسید صرف تصدیق شدہ عطیے کی دی جاتی ہے',
  },
  giftPurpose: {
    general: 'عام',
    zakat: 'زکوٰۃ',
    sadaqah: 'صدقہ',
    lillah: 'للّٰہ',
    fitrana: 'فطرانہ',
  },
  paymentMode: {
    cash: 'نقد',
    upi: 'UPI',
    bank: 'بینک ٹرانسفر',
    cheque: 'چیک یا ڈرافٹ',
    card: 'کارڈ',
    kind: 'اشیا کی صورت میں',
    other: 'دیگر',
  },
  donorIdType: {
    pan: 'PAN',
    aadhaar: 'آدھار',
    tax: 'ٹیکس شناخت (دوسرا ملک)',
    passport: 'پاسپورٹ',
    voter: 'ووٹر شناختی کارڈ',
    driving: 'ڈرائیونگ لائسنس',
    ration: 'راشن کارڈ',
  },
};

export const receiptTexts: Record<Language, ReceiptTexts> = { en, ur };
