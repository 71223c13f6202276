import type { Texts } from '../texts';
import type { adminShell as en } from '../en/adminShell';

export const adminShell: Texts<typeof en> = {
  adminLayout: {
    title: 'ایڈمن پینل',
    navLabel: 'ایڈمن مینو',
    openMenu: 'مینو کھولیں',
    home: 'ہوم',
    gallery: 'گیلری',
    partners: 'شراکت دار',
    highlights: 'نمایاں جھلکیاں',
    news: 'خبریں',
    newsLogos: 'خبروں کے لوگو',
    testimonials: 'تاثرات',
    projects: 'منصوبے',
    documents: 'دستاویزات',
    settings: 'ترتیبات',
    team: 'ٹیم',
    account: 'میرا اکاؤنٹ',
    bin: 'ردی کی ٹوکری',
    logout: 'لاگ آؤٹ',
  },
  adminRoles: {
    owner: 'مالک',
    accounts: 'حسابات',
    editor: 'مدیر',
    checking: 'دیکھا جا رہا ہے کہ آپ کا کردار کس چیز کی اجازت دیتا ہے…',
    notAvailable: 'یہ آپ کے کردار کے لیے دستیاب نہیں',
    notAvailableWhy:
      'ٹیم میں آپ کے کردار میں یہ اسکرین شامل نہیں۔ اگر آپ کو اس کی ضرورت ہو تو کسی مالک سے کہیں۔',
    backHome: 'ایڈمن ہوم پر واپس جائیں',
  },
};
