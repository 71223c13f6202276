import { DEFAULT_TIME_ZONE } from '@contract/content';
import type { GiftDetails } from '../gifts';
import { type GiftPurpose, type DonorDisplay, type GiftStatus } from '@contract/gifts';
import {
  SECTION_TOGGLES,
  defaultReceiptWording,
  type SettingContents,
  type SettingName,
} from '@contract/settings';
import type { DemoArt } from './images';

/*
 * The demo a newcomer sees on first start: a fictional trust with every section filled.
 * Settings carry both languages; entity texts are single-language in the data model, so they are
 * English, except a few Urdu names that show mixed content works. This file is data, so it runs
 * past the usual length.
 */

/** One settings entry whose content has the shape its name requires. */
type DemoSetting = {
  [N in SettingName]: { name: N; content: SettingContents[N] };
}[SettingName];

/** How a gift shows and what it is for, and (admins only) what its receipt needs. */
type GiftChoices = {
  purpose?: GiftPurpose;
  shownAs?: DonorDisplay;
  hideAmount?: boolean;
  /** Confirmed unless told: a pending gift waits for an admin and has no receipt yet. */
  status?: GiftStatus;
} & Partial<GiftDetails>;
export type DemoGift = {
  donorName: string | null;
  amount: number;
  date: string;
} & GiftChoices;

type DemoProject = {
  projectId: string;
  title: string;
  projectDetails: string;
  titleUr: string;
  projectDetailsUr: string;
  goal: number;
  link: string;
  status: 'active' | 'completed';
  art: DemoArt;
  donations: DemoGift[];
  /** Zakat given to it reaches those entitled to it; false unless said. */
  acceptsZakat?: boolean;
};

export type DemoContent = {
  settings: DemoSetting[];
  logo: DemoArt;
  banner: DemoArt;
  gallery: { name: string; nameUr: string; art: DemoArt }[];
  highlights: {
    heading: string;
    headingUr: string;
    subHeading: string;
    subHeadingUr: string;
    art: DemoArt;
  }[];
  newsLogos: { name: string; nameUr: string; art: DemoArt }[];
  news: {
    heading: string;
    headingUr: string;
    logoName: string;
    link: string;
    date: string;
    pinned: boolean;
    art: DemoArt;
  }[];
  partners: { name: string; nameUr: string; art: DemoArt }[];
  testimonials: { name: string; nameUr: string; video: string }[];
  projects: DemoProject[];
};

const SIZES = {
  gallery: { width: 960, height: 640, format: 'jpeg' },
  highlight: { width: 800, height: 600, format: 'jpeg' },
  news: { width: 800, height: 500, format: 'jpeg' },
  mark: { width: 320, height: 160, format: 'png' },
  banner: { width: 1600, height: 600, format: 'jpeg' },
  project: { width: 960, height: 640, format: 'jpeg' },
  siteLogo: { width: 240, height: 80, format: 'png' },
} as const satisfies Record<string, Omit<DemoArt, 'label' | 'hue'>>;

function art(kind: keyof typeof SIZES, label: string, hue: number): DemoArt {
  return { label, hue, ...SIZES[kind] };
}

/** A gift; without choices, general giving shown by name (or as anonymous without one). */
function gift(
  donorName: string | null,
  amount: number,
  date: string,
  choices: GiftChoices = {},
): DemoGift {
  return { donorName, amount, date, ...choices };
}

const SITE = 'https://example.org';
const donateLink = (cause: string) => `${SITE}/donate?cause=${cause}`;
const embed = (videoId: string) => `https://www.youtube.com/embed/${videoId}`;

const NEWS_LOGOS = {
  deccan: 'Deccan Daily Times',
  garden: 'Garden City Herald',
  metro: 'Metro Voice',
} as const;

const toggles = SECTION_TOGGLES.map((name): DemoSetting => ({ name, content: { show: true } }));

const settings: DemoSetting[] = [
  {
    name: 'hero',
    content: {
      show: true,
      en: {
        heading: 'Light a lamp of hope\nin every home in need',
        subHeading:
          'From food and schooling to clean water and medical care, your support reaches families across Hyderabad and Bangalore.',
        action: 'Donate Now',
      },
      ur: {
        heading: 'ہر ضرورت مند گھر میں\nامید کا چراغ جلائیں',
        subHeading:
          'کھانے اور تعلیم سے لے کر صاف پانی اور علاج تک، آپ کا تعاون حیدرآباد اور بنگلور کے خاندانوں تک پہنچتا ہے۔',
        action: 'ابھی عطیہ کریں',
      },
    },
  },
  {
    name: 'about',
    content: {
      en: {
        heading: 'Who we are',
        text: 'Roshni Welfare Trust has served families in Hyderabad and Bangalore since 2004. We run food drives, education scholarships, clean-water projects and free medical camps, and we bring relief when disaster strikes. Our programmes are run by volunteers from the neighbourhoods we serve, and every rupee donated is accounted for in our yearly public report.',
      },
      ur: {
        heading: 'ہمارا تعارف',
        text: 'روشنی ویلفیئر ٹرسٹ ۲۰۰۴ سے حیدرآباد اور بنگلور کے خاندانوں کی خدمت کر رہا ہے۔ ہم راشن کی تقسیم، تعلیمی وظائف، صاف پانی کے منصوبے اور مفت طبی کیمپ چلاتے ہیں، اور آفات کے وقت امدادی کام کرتے ہیں۔ ہمارے پروگرام انہی محلوں کے رضاکار چلاتے ہیں جن کی ہم خدمت کرتے ہیں، اور عطیے کے ہر روپے کا حساب ہماری سالانہ عوامی رپورٹ میں پیش کیا جاتا ہے۔',
      },
    },
  },
  {
    name: 'socials',
    content: {
      facebook: 'https://www.facebook.com/example',
      twitter: 'https://twitter.com/example',
      linkedIn: 'https://www.linkedin.com/company/example',
    },
  },
  { name: 'theme', content: { color: 'green' } },
  {
    name: 'banner',
    content: {
      show: true,
      image: '',
      actionLink1: donateLink('ramadan-ration-kits-2026'),
      actionLink2: `${SITE}/volunteer`,
      en: {
        heading: 'Ramadan Food Drive 2026',
        subHeading:
          'Help us deliver 5,000 ration kits to families in Hyderabad and Bangalore this Ramadan.',
        action1: 'Give a Ration Kit',
        action2: 'Volunteer With Us',
      },
      ur: {
        heading: 'رمضان راشن مہم ۲۰۲۶',
        subHeading:
          'اس رمضان حیدرآباد اور بنگلور کے ضرورت مند خاندانوں تک پانچ ہزار راشن کٹس پہنچانے میں ہمارا ساتھ دیں۔',
        action1: 'راشن کٹ عطیہ کریں',
        action2: 'ہمارے رضاکار بنیں',
      },
    },
  },
  { name: 'logo', content: { image: '' } },
  {
    name: 'site',
    content: {
      name: { en: 'Roshni Welfare Trust', ur: 'روشنی ویلفیئر ٹرسٹ' },
      product: 'Roshni Admin',
      phone: '+919000000000',
      email: 'contact@example.org',
      donateUrl: `${SITE}/donate`,
      donorLoginUrl: `${SITE}/donor-login`,
      offices: {
        hyderabad: {
          en: 'Plot 12, Road No. 3, Banjara Hills, Hyderabad, Telangana 500034, India',
          ur: 'پلاٹ نمبر ۱۲، روڈ نمبر ۳، بنجارہ ہلز، حیدرآباد، تلنگانہ ۵۰۰۰۳۴، بھارت',
        },
        bangalore: {
          en: '45, 2nd Cross Road, Frazer Town, Bangalore, Karnataka 560005, India',
          ur: '۴۵، سیکنڈ کراس روڈ، فریزر ٹاؤن، بنگلور، کرناٹک ۵۶۰۰۰۵، بھارت',
        },
      },
    },
  },
  {
    name: 'trust',
    content: {
      address: {
        en: 'Plot 12, Road No. 3, Banjara Hills, Hyderabad, Telangana 500034, India',
        ur: 'پلاٹ نمبر ۱۲، روڈ نمبر ۳، بنجارہ ہلز، حیدرآباد، تلنگانہ ۵۰۰۰۳۴، بھارت',
      },
      // Made up, like the whole trust; "@example" is no payment provider, so nothing can be paid.
      pan: 'AABTR1234C',
      upiId: 'roshni.trust@example',
      upiPayee: 'Roshni Welfare Trust',
      registrations: [
        {
          kind: '80g',
          number: 'AABTR1234CF20224',
          validFrom: '2022-04-01',
          validUntil: '2027-03-31',
        },
        {
          kind: '12a',
          number: 'AABTR1234CE20224',
          validFrom: '2022-04-01',
          validUntil: '2027-03-31',
        },
        { kind: 'csr1', number: 'CSR00012345', validFrom: '2021-06-15', validUntil: '' },
        { kind: 'darpan', number: 'TS/2019/0234567', validFrom: '', validUntil: '' },
      ],
      // Where donors write about their data, named on /privacy.
      privacyContact: 'privacy@example.org',
    },
  },
  { name: 'receipt-wording', content: defaultReceiptWording() },
  { name: 'timeZone', content: { zone: DEFAULT_TIME_ZONE } },
  ...toggles,
];

const projects: DemoProject[] = [
  {
    projectId: 'ramadan-ration-kits-2026',
    title: 'Ramadan Ration Kits 2026',
    titleUr: 'رمضان راشن تھیلے ۲۰۲۶',
    projectDetails:
      'Each ration kit feeds a family of five for a month: rice, flour, lentils, oil, sugar, dates and tea. We are packing 5,000 kits at our Hyderabad and Bangalore centres and delivering them to widows, daily-wage workers and elderly people who live alone. ₹3,000 pays for one kit.',
    projectDetailsUr:
      'ہر راشن تھیلا پانچ افراد کے خاندان کے لیے ایک مہینے کا کھانا ہے: چاول، آٹا، دالیں، تیل، چینی، کھجوریں اور چائے۔ ہم اپنے حیدرآباد اور بنگلور کے مراکز میں پانچ ہزار تھیلے تیار کر رہے ہیں اور انہیں بیواؤں، دہاڑی دار مزدوروں اور تنہا رہنے والے بزرگوں تک پہنچا رہے ہیں۔ ایک تھیلے کا خرچ ₹3,000 ہے۔',
    goal: 1_500_000,
    link: donateLink('ramadan-ration-kits-2026'),
    status: 'active',
    acceptsZakat: true,
    art: art('project', 'Ramadan Ration Kits', 145),
    donations: [
      gift('Mohammed Irfan', 25_000, '2026-01-12'),
      gift('Priya Sharma', 10_000, '2026-01-15', { purpose: 'sadaqah' }),
      gift(null, 50_000, '2026-01-20'),
      gift('Syed Arif Hussain', 100_000, '2026-01-28', {
        // What a receipt needs (made-up numbers), seen by admins only.
        donorIdType: 'pan',
        donorIdNumber: 'AAAPH1234K',
        donorAddress: '4-1-12 Abids, Hyderabad 500001',
        donorEmail: 'arif.hussain@example.org',
        paymentMode: 'upi',
        paymentReference: 'UTR402812345678',
      }),
      gift('Fatima Khan', 15_000, '2026-02-03', { purpose: 'zakat', shownAs: 'initials' }),
      gift('Venkatesh Rao', 30_000, '2026-02-10'),
      // Told by a donor after paying by UPI (a made-up UTR): it waits for an admin to confirm.
      gift('Nusrat Begum', 5_000, '2026-02-12', {
        purpose: 'zakat',
        paymentMode: 'upi',
        paymentReference: '604312345678',
        status: 'pending',
      }),
    ],
  },
  {
    projectId: 'girls-education-scholarships',
    title: "Scholarships for Girls' Education",
    titleUr: 'لڑکیوں کی تعلیم کے لیے وظائف',
    projectDetails:
      'Many bright girls leave school after class ten because their families cannot pay for fees, books or bus passes. Our scholarships cover a full year of college costs for 200 first-generation students, with mentoring from volunteer teachers. ₹5,000 supports one student for a year.',
    projectDetailsUr:
      'بہت سی ذہین لڑکیاں دسویں جماعت کے بعد اسکول چھوڑ دیتی ہیں کیونکہ ان کے گھر والے فیس، کتابوں یا بس کے پاس کا خرچ نہیں اٹھا سکتے۔ ہمارے وظائف اپنے خاندان میں پہلی بار کالج جانے والی ۲۰۰ طالبات کے ایک سال کے اخراجات پورے کرتے ہیں، اور رضاکار اساتذہ ان کی رہنمائی کرتے ہیں۔ ₹5,000 ایک طالبہ کے پورے سال کا خرچ ہے۔',
    goal: 1_000_000,
    link: donateLink('girls-education-scholarships'),
    status: 'active',
    art: art('project', 'Scholarships for Girls', 275),
    donations: [
      gift('Anjali Reddy', 50_000, '2025-09-04'),
      gift('Abdul Rahman', 75_000, '2025-10-11'),
      gift(null, 20_000, '2025-11-02'),
      gift('Zainab Siddiqui', 40_000, '2025-12-18', { purpose: 'sadaqah', hideAmount: true }),
      gift('Rahul Verma', 15_000, '2026-01-07'),
    ],
  },
  {
    projectId: 'clean-water-vikarabad',
    title: 'Clean Water for Vikarabad Villages',
    titleUr: 'وقارآباد کے دیہات کے لیے صاف پانی',
    projectDetails:
      'Five villages near Vikarabad drink from open ponds that dry up every summer. We will drill two borewells and install community water filters serving 3,000 people, looked after by a trained village water committee.',
    projectDetailsUr:
      'وقارآباد کے قریب پانچ گاؤں کھلے تالابوں کا پانی پیتے ہیں جو ہر گرمی میں سوکھ جاتے ہیں۔ ہم دو بورویل کھدوائیں گے اور تین ہزار لوگوں کے لیے پانی صاف کرنے کے فلٹر لگائیں گے، جن کی دیکھ بھال گاؤں کی تربیت یافتہ پانی کمیٹی کرے گی۔',
    goal: 800_000,
    link: donateLink('clean-water-vikarabad'),
    status: 'active',
    art: art('project', 'Clean Water', 195),
    donations: [gift('Khaja Moinuddin', 250_000, '2026-02-14')],
  },
  {
    projectId: 'winter-blankets-bangalore',
    title: 'Winter Blankets for the Homeless',
    titleUr: 'بے گھر افراد کے لیے سردیوں کے کمبل',
    projectDetails:
      'When the nights turn cold, people sleeping on pavements and at railway stations in Bangalore have little more than a thin sheet. Our volunteers hand out warm blankets, caps and socks on night rounds. ₹500 provides one winter kit.',
    projectDetailsUr:
      'جب راتیں ٹھنڈی ہو جاتی ہیں تو بنگلور میں فٹ پاتھوں اور ریلوے اسٹیشنوں پر سونے والوں کے پاس ایک پتلی چادر سے زیادہ کچھ نہیں ہوتا۔ ہمارے رضاکار رات کے گشت میں گرم کمبل، ٹوپیاں اور موزے بانٹتے ہیں۔ ₹500 میں سردیوں کا ایک پورا سیٹ آ جاتا ہے۔',
    goal: 250_000,
    link: donateLink('winter-blankets-bangalore'),
    status: 'active',
    acceptsZakat: true,
    art: art('project', 'Winter Blankets', 220),
    donations: [
      gift('Lakshmi Narayanan', 20_000, '2025-11-20'),
      gift(null, 5_000, '2025-11-22'),
      gift('Imran Qureshi', 50_000, '2025-12-01', { purpose: 'lillah' }),
      gift('Sana Fatima', 12_500, '2025-12-05', { purpose: 'fitrana', shownAs: 'initials' }),
      gift('Deepa Nair', 100_000, '2025-12-12', {
        donorIdType: 'pan',
        donorIdNumber: 'AAQPN5678L',
        donorAddress: '22 Residency Road, Bengaluru 560025',
        donorPhone: '+919845012345',
        paymentMode: 'bank',
        paymentReference: 'NEFT-HDFC-25121200481',
      }),
      gift(null, 25_000, '2025-12-19'),
      gift('Mohammed Asif', 75_000, '2025-12-24'),
    ],
  },
  {
    projectId: 'free-medical-camps-2026',
    title: 'Free Medical Camps 2026',
    titleUr: 'مفت طبی کیمپ ۲۰۲۶',
    projectDetails:
      'Once a month our doctors and nurses set up a free health camp in a low-income neighbourhood, with general check-ups, blood-sugar and blood-pressure tests, eye screening and free medicines. This year we plan twelve camps reaching about 6,000 patients.',
    projectDetailsUr:
      'ہمارے ڈاکٹر اور نرسیں ہر مہینے کسی کم آمدنی والے محلے میں مفت طبی کیمپ لگاتے ہیں، جہاں عام معائنہ، شوگر اور بلڈ پریشر کی جانچ، آنکھوں کا معائنہ اور مفت دوائیں دی جاتی ہیں۔ اس سال ہم بارہ کیمپوں کے ذریعے تقریباً چھ ہزار مریضوں تک پہنچنا چاہتے ہیں۔',
    goal: 600_000,
    link: donateLink('free-medical-camps-2026'),
    status: 'active',
    acceptsZakat: true,
    art: art('project', 'Free Medical Camps', 350),
    donations: [
      gift('Dr. Sameer Ahmed', 60_000, '2026-01-03'),
      gift('Kavitha Menon', 25_000, '2026-01-19'),
      gift(null, 10_000, '2026-02-02'),
      gift('Naseem Banu', 35_000, '2026-02-21', { purpose: 'sadaqah', shownAs: 'anonymous' }),
    ],
  },
  {
    projectId: 'monsoon-flood-relief-2025',
    title: 'Monsoon Flood Relief 2025',
    titleUr: 'مون سون سیلاب امداد ۲۰۲۵',
    projectDetails:
      'Heavy rain in September flooded low-lying colonies across Hyderabad. Our teams delivered cooked meals, drinking water, dry rations and hygiene kits to 1,200 families, and helped 300 households replace their bedding and utensils.',
    projectDetailsUr:
      'ستمبر کی شدید بارش نے حیدرآباد کی نشیبی بستیوں کو ڈبو دیا۔ ہماری ٹیموں نے بارہ سو خاندانوں تک پکا ہوا کھانا، پینے کا پانی، خشک راشن اور صفائی کا سامان پہنچایا، اور تین سو گھرانوں کو ان کے بستر اور برتن دوبارہ مہیا کیے۔',
    goal: 1_200_000,
    link: donateLink('monsoon-flood-relief-2025'),
    status: 'completed',
    acceptsZakat: true,
    art: art('project', 'Flood Relief', 205),
    donations: [
      gift('Mohammed Irfan', 150_000, '2025-09-18'),
      gift('Ramesh Kumar', 100_000, '2025-09-18'),
      gift(null, 200_000, '2025-09-19'),
      gift('Ayesha Begum', 75_000, '2025-09-20', { purpose: 'zakat' }),
      gift('Suresh Babu', 125_000, '2025-09-22'),
      gift('Farhan Ali', 300_000, '2025-09-25'),
      gift(null, 50_000, '2025-09-27'),
      gift('Meera Iyer', 200_000, '2025-10-02'),
    ],
  },
  {
    projectId: 'eid-clothes-for-orphans-2025',
    title: 'Eid Clothes for Orphans',
    titleUr: 'یتیم بچوں کے لیے عید کے کپڑے',
    projectDetails:
      'Every child deserves new clothes on Eid. We dressed 600 children from five Hyderabad orphanages in new outfits and shoes, and hosted an Eid lunch for them and their caretakers.',
    projectDetailsUr:
      'ہر بچہ عید پر نئے کپڑوں کا حق دار ہے۔ ہم نے حیدرآباد کے پانچ یتیم خانوں کے چھ سو بچوں کو نئے کپڑے اور جوتے پہنائے، اور ان کے اور ان کی دیکھ بھال کرنے والوں کے لیے عید کے کھانے کا اہتمام کیا۔',
    goal: 300_000,
    link: donateLink('eid-clothes-for-orphans-2025'),
    status: 'completed',
    art: art('project', 'Eid Clothes for Orphans', 35),
    donations: [
      gift('Nazia Parveen', 50_000, '2025-03-05'),
      gift('Syed Mustafa', 100_000, '2025-03-12'),
      gift(null, 30_000, '2025-03-15'),
      gift('Rukhsana Begum', 120_000, '2025-03-20'),
    ],
  },
  {
    projectId: 'school-kits-2025',
    title: 'School Bags and Books 2025',
    titleUr: 'بستے اور کتابیں ۲۰۲۵',
    projectDetails:
      'Before the new school year began, we gave 1,600 children in government schools a bag, notebooks, a geometry box and a water bottle, so that no child starts the year without the basics.',
    projectDetailsUr:
      'نئے تعلیمی سال سے پہلے ہم نے سرکاری اسکولوں کے سولہ سو بچوں کو بستہ، کاپیاں، جیومیٹری باکس اور پانی کی بوتل دی، تاکہ کوئی بچہ بنیادی چیزوں کے بغیر سال شروع نہ کرے۔',
    goal: 400_000,
    link: donateLink('school-kits-2025'),
    status: 'completed',
    art: art('project', 'School Bags and Books', 45),
    donations: [
      gift('Harish Gowda', 80_000, '2025-05-10'),
      gift('Tabassum Khan', 60_000, '2025-05-14'),
      gift(null, 40_000, '2025-05-21'),
      gift('Arjun Patel', 120_000, '2025-05-30'),
      gift('Shaheen Akhtar', 110_000, '2025-06-04'),
    ],
  },
  {
    projectId: 'cataract-surgery-camp-2025',
    title: 'Cataract Surgery Camp',
    titleUr: 'موتیا کے آپریشن کا کیمپ',
    projectDetails:
      "With a partner eye hospital we screened 2,000 elderly people in Bangalore's outer wards and paid for 250 cataract operations, giving clear sight back to grandparents who had stopped working or reading.",
    projectDetailsUr:
      'ایک شراکت دار آنکھوں کے اسپتال کے ساتھ مل کر ہم نے بنگلور کے بیرونی علاقوں میں دو ہزار بزرگوں کی آنکھوں کا معائنہ کیا اور موتیا کے ڈھائی سو آپریشنوں کا خرچ اٹھایا، جس سے ان بزرگوں کی بینائی لوٹ آئی جو کام کرنا یا پڑھنا چھوڑ چکے تھے۔',
    goal: 750_000,
    link: donateLink('cataract-surgery-camp-2025'),
    status: 'completed',
    art: art('project', 'Cataract Surgery Camp', 175),
    donations: [
      gift('Dr. Rajesh Kulkarni', 250_000, '2025-07-08'),
      gift(null, 150_000, '2025-07-15'),
      gift('Mohammed Yusuf', 400_000, '2025-07-22'),
    ],
  },
];

export const demoContent: DemoContent = {
  settings,
  logo: art('siteLogo', 'Roshni Welfare Trust', 150),
  banner: art('banner', 'Ramadan Food Drive 2026', 150),
  gallery: [
    {
      name: 'Volunteers packing Ramadan ration kits',
      nameUr: 'رضاکار رمضان کے راشن کے تھیلے تیار کر رہے ہیں',
      art: art('gallery', 'Ration Kits', 140),
    },
    {
      name: 'Free medical camp in the Old City',
      nameUr: 'پرانے شہر میں مفت طبی کیمپ',
      art: art('gallery', 'Medical Camp', 350),
    },
    {
      name: 'Scholarship day 2025',
      nameUr: 'وظائف کا دن ۲۰۲۵',
      art: art('gallery', 'Scholarship Day', 265),
    },
    {
      name: 'Books handed out to children',
      nameUr: 'بچوں میں کتابوں کی تقسیم',
      art: art('gallery', 'Books for Children', 40),
    },
    {
      name: 'Winter blanket drive in Bangalore',
      nameUr: 'بنگلور میں سردیوں کے کمبلوں کی مہم',
      art: art('gallery', 'Winter Blankets', 215),
    },
    {
      name: 'A new borewell near Vikarabad',
      nameUr: 'وقار آباد کے قریب نیا بورویل',
      art: art('gallery', 'Clean Water', 190),
    },
    {
      name: 'Clothes handed out before Eid',
      nameUr: 'عید سے پہلے کپڑوں کی تقسیم',
      art: art('gallery', 'Eid Clothes', 25),
    },
    {
      name: 'Flood relief boats in Hyderabad',
      nameUr: 'حیدرآباد میں سیلاب زدگان کے لیے امدادی کشتیاں',
      art: art('gallery', 'Flood Relief', 205),
    },
  ],
  highlights: [
    {
      heading: 'Food for Every Family',
      headingUr: 'ہر خاندان کے لیے کھانا',
      subHeading: '42,000 meals served in 2025',
      subHeadingUr: '۲۰۲۵ میں ۴۲ ہزار کھانے فراہم کیے گئے',
      art: art('highlight', 'Meals', 130),
    },
    {
      heading: 'Scholarships that Change Lives',
      headingUr: 'زندگیاں بدلنے والے وظائف',
      subHeading: '650 students supported',
      subHeadingUr: '۶۵۰ طلبہ کی مدد کی گئی',
      art: art('highlight', 'Education', 280),
    },
    {
      heading: 'Clean Water for Villages',
      headingUr: 'دیہات کے لیے صاف پانی',
      subHeading: '38 borewells and filters installed',
      subHeadingUr: '۳۸ بورویل اور فلٹر نصب کیے گئے',
      art: art('highlight', 'Water', 195),
    },
    {
      heading: 'Healthcare at the Doorstep',
      headingUr: 'صحت کی سہولت گھر کی دہلیز پر',
      subHeading: '120 free medical camps held',
      subHeadingUr: '۱۲۰ مفت طبی کیمپ لگائے گئے',
      art: art('highlight', 'Health', 355),
    },
  ],
  newsLogos: [
    { name: NEWS_LOGOS.deccan, nameUr: 'دکن ڈیلی ٹائمز', art: art('mark', NEWS_LOGOS.deccan, 210) },
    {
      name: NEWS_LOGOS.garden,
      nameUr: 'گارڈن سٹی ہیرالڈ',
      art: art('mark', NEWS_LOGOS.garden, 120),
    },
    { name: NEWS_LOGOS.metro, nameUr: 'میٹرو وائس', art: art('mark', NEWS_LOGOS.metro, 0) },
  ],
  news: [
    {
      heading: 'Roshni Welfare Trust delivers 5,000 Ramadan ration kits across Hyderabad',
      headingUr: 'روشنی ویلفیئر ٹرسٹ نے حیدرآباد بھر میں رمضان کے پانچ ہزار راشن تھیلے پہنچائے',
      logoName: NEWS_LOGOS.deccan,
      link: `${SITE}/news/ramadan-ration-kits-delivered`,
      date: '2025-03-18',
      pinned: true,
      art: art('news', 'Ramadan Ration Kits', 145),
    },
    {
      heading: 'Free eye-screening camp in Bangalore examines 800 patients',
      headingUr: 'بنگلور میں آنکھوں کے مفت معائنے کا کیمپ، ۸۰۰ مریضوں کا معائنہ',
      logoName: NEWS_LOGOS.garden,
      link: `${SITE}/news/bangalore-eye-screening-camp`,
      date: '2025-08-10',
      pinned: false,
      art: art('news', 'Eye Screening Camp', 180),
    },
    {
      heading: 'Trust awards 150 scholarships to first-generation college students',
      headingUr: 'ٹرسٹ نے اپنے خاندان میں پہلی بار کالج جانے والے ۱۵۰ طلبہ کو وظائف دیے',
      logoName: NEWS_LOGOS.metro,
      link: `${SITE}/news/first-generation-scholarships`,
      date: '2025-07-02',
      pinned: false,
      art: art('news', 'Scholarships', 270),
    },
    {
      heading: 'Volunteers hand out blankets at night shelters as temperatures drop',
      headingUr: 'سردی بڑھنے پر رضاکاروں نے رات کی پناہ گاہوں میں کمبل بانٹے',
      logoName: NEWS_LOGOS.garden,
      link: `${SITE}/news/winter-blankets-night-shelters`,
      date: '2024-12-20',
      pinned: false,
      art: art('news', 'Winter Blankets', 225),
    },
    {
      heading: 'New borewells bring clean drinking water to five villages near Vikarabad',
      headingUr: 'نئے بورویلوں سے وقارآباد کے قریب پانچ دیہات کو پینے کا صاف پانی ملا',
      logoName: NEWS_LOGOS.deccan,
      link: `${SITE}/news/vikarabad-borewells`,
      date: '2024-05-14',
      pinned: false,
      art: art('news', 'Clean Water', 190),
    },
    {
      heading: 'Flood relief teams reach 1,200 families in low-lying colonies',
      headingUr: 'سیلاب سے امداد کی ٹیمیں نشیبی بستیوں کے بارہ سو خاندانوں تک پہنچیں',
      logoName: NEWS_LOGOS.metro,
      link: `${SITE}/news/monsoon-flood-relief`,
      date: '2025-09-24',
      pinned: false,
      art: art('news', 'Flood Relief', 205),
    },
    {
      heading: 'Roshni Welfare Trust opens a skills-training centre for women',
      headingUr: 'روشنی ویلفیئر ٹرسٹ نے خواتین کے لیے ہنر سکھانے کا مرکز کھولا',
      logoName: NEWS_LOGOS.deccan,
      link: `${SITE}/news/womens-skills-centre`,
      date: '2026-01-22',
      pinned: false,
      art: art('news', 'Skills Centre', 310),
    },
  ],
  partners: [
    {
      name: 'Nayi Subah Foundation',
      nameUr: 'نئی صبح فاؤنڈیشن',
      art: art('mark', 'Nayi Subah Foundation', 30),
    },
    {
      name: 'Ummeed Health Alliance',
      nameUr: 'امید ہیلتھ الائنس',
      art: art('mark', 'Ummeed Health Alliance', 350),
    },
    {
      name: 'Bright Futures Education Network',
      nameUr: 'برائٹ فیوچرز ایجوکیشن نیٹ ورک',
      art: art('mark', 'Bright Futures', 265),
    },
    {
      name: 'Deccan Clean Water Collective',
      nameUr: 'دکن کلین واٹر کلیکٹو',
      art: art('mark', 'Clean Water Collective', 195),
    },
    {
      name: 'Saath Saath Volunteers',
      nameUr: 'ساتھ ساتھ رضاکار',
      art: art('mark', 'Saath Saath Volunteers', 160),
    },
    {
      name: 'Karnataka Food Bank Forum',
      nameUr: 'کرناٹک فوڈ بینک فورم',
      art: art('mark', 'Food Bank Forum', 90),
    },
  ],
  testimonials: [
    {
      name: 'Ayesha Siddiqui, scholarship student',
      nameUr: 'عائشہ صدیقی، وظیفہ یافتہ طالبہ',
      video: embed('b7Kq2XvN1sE'),
    },
    {
      name: 'Ramesh Kumar, donor since 2015',
      nameUr: 'رمیش کمار، ۲۰۱۵ سے عطیہ دہندہ',
      video: embed('Lm4pT9wZ3aQ'),
    },
    {
      name: 'Muhammad Saleem, volunteer',
      nameUr: 'محمد سلیم، رضاکار',
      video: embed('Qy8Rk1dF6hU'),
    },
    {
      name: 'Dr. Farah Naaz, medical camp volunteer',
      nameUr: 'ڈاکٹر فرح ناز، طبی کیمپ کی رضاکار',
      video: embed('Zt3Vn7cJ0oW'),
    },
    {
      name: 'Lakshmi Devi, flood relief family',
      nameUr: 'لکشمی دیوی، سیلاب سے متاثرہ خاندان',
      video: embed('Hs5Gx2bM9eY'),
    },
    {
      name: 'Imran Qureshi, corporate partner',
      nameUr: 'عمران قریشی، کارپوریٹ شراکت دار',
      video: embed('Pa1Wd6rK4iL'),
    },
    { name: 'Sana Fatima, teacher', nameUr: 'ثنا فاطمہ، استانی', video: embed('Nc9Jf3uT7gB') },
    {
      name: 'Venkatesh Rao, village water committee',
      nameUr: 'وینکٹیش راؤ، گاؤں کی پانی کمیٹی',
      video: embed('Ve2Ym8sH5kD'),
    },
  ],
  projects,
};
