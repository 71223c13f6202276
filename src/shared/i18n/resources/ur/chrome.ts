import type { Texts } from '../texts';
import type { chrome as en } from '../en/chrome';

export const chrome: Texts<typeof en> = {
  publicLayout: {
    skipToContent: 'مرکزی مواد پر جائیں',
  },
  siteHeader: {
    navLabel: 'مرکزی',
    mobileNavLabel: 'مرکزی مینو',
    openMenu: 'مینو',
    closeMenu: 'مینو بند کریں',
    donate: 'عطیہ کریں',
    donorLogin: 'ڈونر لاگ اِن',
  },
  siteNav: {
    home: 'ہوم',
    about: 'ہمارے بارے میں',
    projects: 'منصوبے',
    news: 'خبریں اور میڈیا',
    contact: 'ہم سے رابطہ کریں',
  },
  siteFooter: {
    phone: 'فون',
    quickLinks: 'فوری لنکس',
    policies: 'پالیسیاں',
    privacyPolicy: 'رازداری کی پالیسی',
    donorPrivacy: 'آپ کی معلومات',
    termsConditions: 'شرائط و ضوابط',
    refundPolicy: 'رقم کی واپسی اور منسوخی',
    socials: 'ہمیں فالو کریں',
    facebook: 'فیس بک',
    twitter: 'ٹوئٹر',
    linkedIn: 'لنکڈ اِن',
    socialUnavailable: '{{network}} (لنک ابھی دستیاب نہیں)',
    copyright: '© 2024 {{organisation}}۔ جملہ حقوق محفوظ ہیں۔',
    transparency: 'رجسٹریشنز اور رپورٹیں',
    findReceipts: 'میری رسیدیں تلاش کریں',
  },
  subscribe: {
    heading: 'پروڈکٹ کی تازہ ترین معلومات حاصل کریں',
    emailLabel: 'ای میل ایڈریس',
    emailPlaceholder: 'اپنا ای میل درج کریں',
    submit: 'سبسکرائب کریں',
    invalidEmail: 'براہ کرم درست ای میل ایڈریس درج کریں',
    thanks: 'سبسکرائب کرنے کا شکریہ!',
  },
  privacyLink: {
    text: 'ہم آپ کی معلومات کیسے رکھتے ہیں',
  },
  chatButton: {
    label: 'واٹس ایپ پر ہم سے بات کریں',
  },
};
