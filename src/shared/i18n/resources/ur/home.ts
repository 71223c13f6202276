import type { Texts } from '../texts';
import type { home as en } from '../en/home';

export const home: Texts<typeof en> = {
  bannerSection: {
    label: 'اعلان',
  },
  heroSection: {
    joinUs: 'ابھی ہمارے ساتھ شامل ہوں',
    watchJourney: 'ہمارا سفر دیکھیں',
    donate: 'عطیہ کریں',
  },
  gallerySection: {
    label: 'گیلری',
    pause: 'روکیں',
    play: 'چلائیں',
    previous: 'پچھلی',
    next: 'اگلی',
    loading: 'گیلری لوڈ ہو رہی ہے',
  },
  highlightsSection: {
    label: 'نمایاں جھلکیاں',
  },
  aboutSection: {
    viewMore: 'مزید دیکھیں',
  },
  newsSection: {
    title: 'خبروں میں {{organisation}}',
    subTitle: 'میڈیا میں ادارے سے متعلق چند کہانیاں',
    seeMore: 'مزید دیکھیں',
    readArticle: 'مزید دیکھیں: {{heading}}',
    loadMore: 'مزید دیکھیں (خبریں)',
    loading: 'خبریں لوڈ ہو رہی ہیں',
  },
  partnersSection: {
    title: 'ہمارے قابلِ اعتماد این جی او شراکت دار',
    subTitle: 'ہم 20 سے زائد برسوں سے معتبر غیر منافع بخش اداروں کے لیے فنڈز جمع کر رہے ہیں',
    loading: 'شراکت دار لوڈ ہو رہے ہیں',
  },
  testimonialsSection: {
    title: 'تاثرات',
    seeMore: 'مزید دیکھیں',
    loadMore: 'مزید دیکھیں (تاثرات)',
    play: 'ویڈیو چلائیں: {{name}}',
    loading: 'تاثرات لوڈ ہو رہے ہیں',
  },
};
