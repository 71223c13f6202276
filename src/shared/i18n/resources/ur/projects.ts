import type { Texts } from '../texts';
import type { projects as en } from '../en/projects';

export const projects: Texts<typeof en> = {
  projectCard: {
    supporters_one: '{{count, number}} حامی',
    supporters_other: '{{count, number}} حامی',
    raisedOfGoal: '{{goal}} کے ہدف میں سے {{raised}} جمع ہوئے',
    raised: '{{amount}} جمع ہوئے',
    progress: 'جمع شدہ رقم',
    percent: '{{percent}}%',
    donateNow: 'ابھی عطیہ کریں',
    zakat: 'زکوٰۃ قبول کی جاتی ہے',
  },
  supportProjects: {
    title: 'ہمارے منصوبوں کی مدد کریں',
    subTitle: 'اپنے دل کے قریب کوئی مقصد چنیں اور ابھی عطیہ کریں!',
    seeMore: 'مزید دیکھیں',
    loading: 'منصوبے لوڈ ہو رہے ہیں',
  },
  completedProjects: {
    title: 'ہماری سرگرمیاں',
    seeMore: 'مزید دیکھیں',
    loading: 'سرگرمیاں لوڈ ہو رہی ہیں',
  },
  projectPage: {
    donateNow: 'ابھی عطیہ کریں',
    loading: 'منصوبہ لوڈ ہو رہا ہے',
  },
  upiGiving: {
    heading: 'یو پی آئی سے ادائیگی',
    qrAlt: '{{upiId}} کو یو پی آئی سے ادائیگی کا کیو آر کوڈ',
    scan: 'کسی بھی یو پی آئی ایپ سے اسکین کریں: گوگل پے، فون پے، پے ٹی ایم یا بھیم۔',
    upiId: 'یو پی آئی آئی ڈی:',
    payWithUpi: 'یو پی آئی سے ادا کریں',
    tellUs: 'میں نے ادائیگی کر دی: ٹرسٹ کو بتائیں',
  },
  donorList: {
    heading: 'حامی',
    topDonor: 'سب سے بڑے عطیہ دہندہ',
    firstDonor: 'پہلے عطیہ دہندہ',
    recentDonor: 'حالیہ عطیہ دہندہ',
    justDonated: 'ابھی عطیہ کیا',
    anonymous: 'گمنام',
    amountHidden: 'رقم ظاہر نہیں کی گئی',
  },
  projectUpdates: {
    heading: 'تازہ احوال',
    spent: 'خرچ ہوئے:',
    photo: '{{date}} کے احوال کی تصویر {{number}}',
  },
  projectShare: {
    share: 'شیئر کریں',
    prompt: 'براہ کرم شیئر کریں، ہر شیئر اہمیت رکھتا ہے',
    whatsApp: 'واٹس ایپ',
    copyLink: 'لنک کاپی کریں',
    copied: 'لنک کاپی ہو گیا',
    shareText: '{{title}} {{url}}',
  },
  activityPage: {
    campaignBy: 'مہم منجانب: {{organisation}}',
    loading: 'سرگرمی لوڈ ہو رہی ہے',
    failed: 'ڈیٹا حاصل نہیں ہو سکا',
  },
};
