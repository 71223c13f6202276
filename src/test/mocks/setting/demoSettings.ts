import {
  blankBanner,
  defaultReceiptWording,
  SETTING_NAMES,
  type Setting,
  type SettingContents,
} from '@contract/settings';

/** Bilingual demo content in the wire shape, for tests and local mocks. */
export const demoSettingContents: SettingContents = {
  hero: {
    show: true,
    en: {
      heading: 'Together we can\nchange lives',
      subHeading: 'Every gift feeds, teaches and heals a family in need.',
      action: 'Donate Now',
    },
    ur: {
      heading: 'مل کر ہم\nزندگیاں بدل سکتے ہیں',
      subHeading: 'ہر عطیہ کسی ضرورت مند خاندان کو کھانا، تعلیم اور علاج دیتا ہے۔',
      action: 'ابھی عطیہ کریں',
    },
  },
  about: {
    en: { heading: 'About us', text: 'We have served our community since 2004.' },
    ur: { heading: 'ہمارے بارے میں', text: 'ہم 2004 سے اپنی کمیونٹی کی خدمت کر رہے ہیں۔' },
  },
  socials: { facebook: '', twitter: '', linkedIn: '' },
  theme: { color: 'green' },
  banner: blankBanner(false),
  logo: { image: '' },
  site: {
    name: { en: 'Helping Hands Trust', ur: 'ہیلپنگ ہینڈز ٹرسٹ' },
    product: 'Helping Hands Admin',
    phone: '+911234567890',
    email: 'support@example.org',
    donateUrl: 'https://donate.example.org/',
    donorLoginUrl: 'https://donors.example.org/',
    offices: {
      hyderabad: { en: 'Hyderabad, Telangana, India', ur: 'حیدرآباد، تلنگانہ، بھارت' },
      bangalore: { en: 'Bangalore, Karnataka, India', ur: 'بنگلور، کرناٹک، بھارت' },
    },
  },
  trust: {
    address: { en: '1 Charminar Road, Hyderabad 500002', ur: '۱ چارمینار روڈ، حیدرآباد ۵۰۰۰۰۲' },
    pan: 'AAATH1234H',
    upiId: 'helpinghands@example',
    upiPayee: 'Helping Hands Trust',
    registrations: [
      {
        kind: '80g',
        number: 'AAATH1234HF20214',
        validFrom: '2021-04-01',
        validUntil: '2026-03-31',
      },
      { kind: '12a', number: 'AAATH1234HE20214', validFrom: '2021-04-01', validUntil: '' },
    ],
  },
  'receipt-wording': defaultReceiptWording(),
  gallery: { show: true },
  highlights: { show: true },
  projects: { show: true },
  activities: { show: true },
  news: { show: true },
  partners: { show: true },
  testimonials: { show: true },
  'projects-donations': { show: true },
};

/** The settings list as GET /api/v1/settings answers it, optionally with some contents replaced. */
export function demoSettings(overrides: Partial<SettingContents> = {}): Setting[] {
  const contents = { ...demoSettingContents, ...overrides };
  return SETTING_NAMES.map((name, index) => ({ id: index + 1, name, content: contents[name] }));
}
