import type { Language } from '@contract/pages';

/*
 * The words of the mails and of the WhatsApp message, in both languages. The receipt's own
 * labels are the receipt page's (contract/gifts/receiptTexts.ts). `{{name}}` is filled in by
 * fill().
 */

const en = {
  receiptSubject: 'Thank you for your gift: receipt {{number}}',
  greeting: 'Dear {{name}},',
  greetingAnonymous: 'Dear friend,',
  thanks:
    'Thank you for your gift to {{trust}}. It has reached us and counts towards “{{project}}”. Your receipt follows.',
  openReceipt: 'Open, print or save your receipt',
  findReceipts: 'All your receipts, and a statement per financial year',
  trustPan: 'PAN of the trust',
  registration: '80G registration',
  closing: 'With gratitude,',
  receiptsSubject: 'Your receipts from {{trust}}',
  receiptsIntro:
    'You asked for your receipts. This link opens every receipt given to this e-mail address, with a statement for each financial year:',
  receiptsOpen: 'Open my receipts',
  receiptsValid:
    'The link works for 24 hours. If you did not ask for it, you can ignore this mail.',
  updateSubject: 'News from “{{project}}”',
  updateIntro: 'Here is the latest news from “{{project}}”, which you supported:',
  updateSpent: 'Spent:',
  updateRead: 'See the project, with this news and its photos',
  updateWhy:
    'You get this mail because you asked for news of “{{project}}” when you gave to {{trust}}.',
  updateStop: 'Stop these updates',
  whatsapp:
    'Assalamu alaikum {{name}}, thank you for your gift of {{amount}} to {{trust}}. Your receipt {{number}}: {{link}}',
  whatsappAnonymous:
    'Assalamu alaikum, thank you for your gift of {{amount}} to {{trust}}. Your receipt {{number}}: {{link}}',
};

const ur: typeof en = {
  receiptSubject: 'آپ کے عطیے کا شکریہ: رسید {{number}}',
  greeting: 'محترم {{name}}،',
  greetingAnonymous: 'محترم دوست،',
  thanks:
    '{{trust}} کو عطیہ دینے کا بہت شکریہ۔ آپ کا عطیہ ہمیں مل گیا ہے اور ”{{project}}“ میں شمار ہوتا ہے۔ آپ کی رسید درج ذیل ہے۔',
  openReceipt: 'اپنی رسید کھولیں، پرنٹ کریں یا محفوظ کریں',
  findReceipts: 'آپ کی تمام رسیدیں، اور ہر مالی سال کا گوشوارہ',
  trustPan: 'ٹرسٹ کا پین (PAN)',
  registration: '80G رجسٹریشن',
  closing: 'شکریے کے ساتھ،',
  receiptsSubject: '{{trust}} کی طرف سے آپ کی رسیدیں',
  receiptsIntro:
    'آپ نے اپنی رسیدیں مانگی تھیں۔ یہ لنک اس ای میل پتے پر دی گئی تمام رسیدیں کھولتا ہے، ہر مالی سال کے گوشوارے کے ساتھ:',
  receiptsOpen: 'میری رسیدیں کھولیں',
  receiptsValid:
    'یہ لنک 24 گھنٹے کام کرے گا۔ اگر آپ نے یہ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں۔',
  updateSubject: '”{{project}}“ کی تازہ خبر',
  updateIntro: '”{{project}}“ کی تازہ ترین خبر، جس میں آپ نے ہاتھ بٹایا:',
  updateSpent: 'خرچ ہوئے:',
  updateRead: 'منصوبہ دیکھیں، اس خبر اور اس کی تصویروں کے ساتھ',
  updateWhy:
    'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے {{trust}} کو عطیہ دیتے وقت ”{{project}}“ کی خبریں مانگی تھیں۔',
  updateStop: 'یہ خبریں بند کریں',
  whatsapp:
    'السلام علیکم {{name}}، {{trust}} کو {{amount}} کا عطیہ دینے کا بہت شکریہ۔ آپ کی رسید {{number}}: {{link}}',
  whatsappAnonymous:
    'السلام علیکم، {{trust}} کو {{amount}} کا عطیہ دینے کا بہت شکریہ۔ آپ کی رسید {{number}}: {{link}}',
};

export const MAIL_TEXTS: Record<Language, typeof en> = { en, ur };

/** `{{key}}` replaced by its value; a missing value leaves nothing. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
