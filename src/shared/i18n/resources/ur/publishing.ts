import type { publishing as english } from '../en/publishing';
import type { Texts } from '../texts';

/** Urdu texts of drafts and schedules (en/publishing.ts). */
export const publishing: Texts<typeof english> = {
  publishing: {
    heading: 'اشاعت',
    status: 'حالت',
    draft: 'مسودہ',
    published: 'شائع شدہ',
    publishAt: 'شائع ہونے کا وقت',
    unpublishAt: 'ہٹائے جانے کا وقت',
    zoneHint:
      'ٹرسٹ کے ٹائم زون ({{zone}}) میں۔ کوئی حد نہ ہو تو وقت خالی چھوڑ دیں: شائع شدہ چیز ابھی سے دکھائی دے گی، اور حذف ہونے تک۔',
    notAfter: 'ہٹائے جانے کا وقت شائع ہونے کے وقت کے بعد ہونا چاہیے',
    column: 'اشاعت',
    scheduled: 'مقررہ اشاعت',
    ends: 'اختتام',
    ended: 'ختم ہو چکی',
  },
  adminDocumentEdit: {
    heading: 'دستاویز میں ترمیم کریں',
  },
  timeZoneSetting: {
    label: 'ٹائم زون',
    hint: 'اشاعت کے اوقات اسی زون میں درج کیے اور دکھائے جاتے ہیں۔',
  },
};
