import type { Texts } from '../texts';
import type { common as en } from '../en/common';

export const common: Texts<typeof en> = {
  loading: {
    progress: 'لوڈ ہو رہا ہے {{progress}}%',
  },
  language: {
    label: 'زبان',
  },
  notFound: {
    code: '404',
    message: 'افسوس! جو صفحہ آپ تلاش کر رہے ہیں وہ موجود نہیں ہے۔',
    backHome: 'واپس ہوم پر جائیں',
  },
  signIn: {
    heading: '{{product}} میں سائن ان کریں',
    email: 'ای میل',
    emailPlaceholder: 'اپنا ای میل درج کریں',
    emailRequired: 'براہ کرم اپنا ای میل درج کریں',
    password: 'پاس ورڈ',
    passwordPlaceholder: 'اپنا پاس ورڈ درج کریں',
    passwordRequired: 'براہ کرم اپنا پاس ورڈ درج کریں',
    submit: 'سائن ان',
    failed: 'غلط صارف نام یا پاس ورڈ',
    tooManyAttempts_one:
      'سائن ان کی بہت سی کوششیں ناکام ہو گئیں۔ {{count}} منٹ بعد دوبارہ کوشش کریں۔',
    tooManyAttempts_other:
      'سائن ان کی بہت سی کوششیں ناکام ہو گئیں۔ {{count}} منٹ بعد دوبارہ کوشش کریں۔',
    code: 'تصدیقی کوڈ',
    codeHint: 'اپنی تصدیقی ایپ کا چھ ہندسوں والا کوڈ، یا اپنے ریکوری کوڈز میں سے کوئی ایک',
    codeRequired: 'براہ کرم کوڈ درج کریں',
    codeFailed: 'کوڈ درست نہیں ہے',
    expired: 'سائن ان کی مدت ختم ہو گئی: دوبارہ سائن ان کریں',
    verify: 'تصدیق کریں',
    back: 'واپس',
  },
  adminHome: {
    welcome: 'ایڈمن پینل میں خوش آمدید',
    configureSections: 'سیکشنز ترتیب دیں',
    urduHeading: 'جن کا اردو ترجمہ باقی ہے',
    urduComplete: 'ہر سیکشن کی ہر چیز کی اردو موجود ہے۔',
    urduLacking: '{{section}}: {{count}} کی اردو باقی ہے',
    waitingHeading: 'تصدیق کے منتظر عطیات',
    waitingNone: 'عطیہ دہندگان کے بتائے ہوئے عطیات میں سے کوئی تصدیق کا منتظر نہیں۔',
    waitingGifts_one: ': {{count}} عطیہ، {{amount}}',
    waitingGifts_other: ': {{count}} عطیات، کل {{amount}}',
    waitingSince: 'کب سے منتظر:',
  },
};
