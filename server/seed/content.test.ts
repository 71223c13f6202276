import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { isHttpUrl, isValidIsoDate } from '@contract/common';
import { PROJECT_ID_PATTERN } from '@contract/content';
import { GIFT_PURPOSES } from '@contract/gifts';
import {
  SECTION_TOGGLES,
  SETTING_NAMES,
  SETTING_SCHEMAS,
  settingsByName,
} from '@contract/settings';
import { MAX_UPLOAD_BYTES } from '@contract/uploads';
import { demoContent } from './content';
import { renderDemoArt, type DemoArt } from './images';

const URDU = /[\u0600-\u06FF]/;
const settings = settingsByName(demoContent.settings);

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing setting');
  return value;
}

describe('demo settings', () => {
  it('has exactly one entry for every setting name', () => {
    const names = demoContent.settings.map((entry) => entry.name);
    expect([...names].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it.each(demoContent.settings.map((entry) => [entry.name, entry.content] as const))(
    '%s passes the contract schema',
    (name, content) => {
      expect([...Value.Errors(SETTING_SCHEMAS[name], content)]).toEqual([]);
      expect(Value.Check(SETTING_SCHEMAS[name], content)).toBe(true);
    },
  );

  it('writes every Urdu field in Arabic script and every English field in Latin script', () => {
    const { hero, about, banner, site } = settings;
    const pairs = [
      ...(['heading', 'subHeading', 'action'] as const).map((field) => [
        required(hero).en[field],
        required(hero).ur[field],
      ]),
      [required(about).en.heading, required(about).ur.heading],
      [required(about).en.text, required(about).ur.text],
      ...(['heading', 'subHeading', 'action1', 'action2'] as const).map((field) => [
        required(banner).en[field],
        required(banner).ur[field],
      ]),
      [required(site).name.en, required(site).name.ur],
      [required(site).offices.hyderabad.en, required(site).offices.hyderabad.ur],
      [required(site).offices.bangalore.en, required(site).offices.bangalore.ur],
    ];
    for (const [en, ur] of pairs) {
      expect(ur).toMatch(URDU);
      expect(en).toMatch(/^[^\u0600-\u06FF]+$/);
    }
  });

  it('breaks the hero heading over two lines in both languages and shows the sections', () => {
    const hero = required(settings.hero);
    expect(hero.show).toBe(true);
    expect(hero.en.heading).toContain('\n');
    expect(hero.ur.heading).toContain('\n');
    expect(required(settings.banner).show).toBe(true);
    expect(settings.theme).toEqual({ color: 'green' });
    expect(settings.logo).toEqual({ image: '' });
    for (const name of SECTION_TOGGLES) {
      expect(settings[name]).toEqual({ show: true });
    }
  });

  it('names a fictional trust with offices in Hyderabad and Bangalore', () => {
    const site = required(settings.site);
    expect(site.phone).toMatch(/^\+91[0-9]{10}$/);
    expect(site.email).toMatch(/@example\.org$/);
    expect(site.product).not.toBe('');
    expect(site.offices.hyderabad.en).toMatch(/Hyderabad.*Telangana.*India/);
    expect(site.offices.bangalore.en).toMatch(/Bangalore.*Karnataka.*India/);
    for (const url of [site.donateUrl, site.donorLoginUrl]) {
      expect(url.startsWith('https://example.org/')).toBe(true);
    }
  });
});

describe('demo entities', () => {
  it('has the listed number of each', () => {
    expect(demoContent.gallery).toHaveLength(8);
    expect(demoContent.highlights).toHaveLength(4);
    expect(demoContent.newsLogos).toHaveLength(3);
    expect(demoContent.news).toHaveLength(7);
    expect(demoContent.partners).toHaveLength(6);
    expect(demoContent.testimonials).toHaveLength(8);
    expect(demoContent.projects.filter((p) => p.status === 'active')).toHaveLength(5);
    expect(demoContent.projects.filter((p) => p.status === 'completed')).toHaveLength(4);
  });

  it('keeps English in the English texts, and gives the Urdu of each beside it', () => {
    const texts: (readonly [english: string, urdu: string])[] = [
      ...demoContent.gallery.map((g) => [g.name, g.nameUr] as const),
      ...demoContent.highlights.flatMap((h) => [
        [h.heading, h.headingUr] as const,
        [h.subHeading, h.subHeadingUr] as const,
      ]),
      ...demoContent.news.map((n) => [n.heading, n.headingUr] as const),
      ...demoContent.partners.map((p) => [p.name, p.nameUr] as const),
      ...demoContent.newsLogos.map((l) => [l.name, l.nameUr] as const),
      ...demoContent.testimonials.map((t) => [t.name, t.nameUr] as const),
      ...demoContent.projects.flatMap((p) => [
        [p.title, p.titleUr] as const,
        [p.projectDetails, p.projectDetailsUr] as const,
      ]),
    ];
    for (const [english, urdu] of texts) {
      expect(english).not.toMatch(URDU);
      // Real Urdu, in Urdu script throughout: no Latin letters.
      expect(urdu).toMatch(URDU);
      expect(urdu).not.toMatch(/[A-Za-z]/);
    }
  });

  it('dates news in 2024-2026, pins one item and credits only known sources', () => {
    const logoNames = demoContent.newsLogos.map((logo) => logo.name);
    expect(new Set(logoNames).size).toBe(logoNames.length);
    for (const item of demoContent.news) {
      expect(logoNames).toContain(item.logoName);
      expect(isValidIsoDate(item.date)).toBe(true);
      expect(item.date >= '2024-01-01' && item.date <= '2026-12-31').toBe(true);
      expect(item.link.startsWith('https://example.org/news/')).toBe(true);
    }
    expect(demoContent.news.filter((item) => item.pinned)).toHaveLength(1);
  });

  it('links testimonials to YouTube embeds', () => {
    for (const { video } of demoContent.testimonials) {
      expect(video).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    }
  });

  it('gives projects unique slugs and Donate links to their cause', () => {
    const slugs = demoContent.projects.map((p) => p.projectId);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const project of demoContent.projects) {
      expect(project.projectId).toMatch(new RegExp(PROJECT_ID_PATTERN));
      expect(project.projectId).not.toBe('donor');
      expect(project.link).toBe(`https://example.org/donate?cause=${project.projectId}`);
      expect(Number.isInteger(project.goal)).toBe(true);
      expect(project.goal).toBeGreaterThanOrEqual(250_000);
      expect(project.goal).toBeLessThanOrEqual(2_500_000);
    }
  });

  it('records plausible donations, some anonymous', () => {
    const donations = demoContent.projects.flatMap((p) => p.donations);
    for (const project of demoContent.projects) {
      expect(project.donations.length).toBeGreaterThanOrEqual(1);
      expect(project.donations.length).toBeLessThanOrEqual(8);
    }
    expect(demoContent.projects.filter((p) => p.donations.length === 1)).toHaveLength(1);
    for (const { amount, date, donorName } of donations) {
      expect(Number.isInteger(amount) && amount > 0).toBe(true);
      expect(isValidIsoDate(date)).toBe(true);
      expect(date >= '2025-01-01' && date <= '2026-12-31').toBe(true);
      if (donorName !== null) expect(donorName.trim()).not.toBe('');
    }
    expect(donations.some((d) => d.donorName === null)).toBe(true);
  });

  it('shows every purpose of giving and every way a donor may be shown', () => {
    const donations = demoContent.projects.flatMap((p) => p.donations);
    const purposes = new Set(donations.map((d) => d.purpose ?? 'general'));
    expect([...purposes].sort()).toEqual([...GIFT_PURPOSES].sort());
    expect(donations.some((d) => d.shownAs === 'initials' && d.donorName)).toBe(true);
    expect(donations.some((d) => d.shownAs === 'anonymous' && d.donorName)).toBe(true);
    expect(donations.some((d) => d.hideAmount)).toBe(true);
    // Some gifts carry what a receipt needs; a payment reference names one gift.
    const references = donations.flatMap((d) => (d.paymentReference ? [d.paymentReference] : []));
    expect(references.length).toBeGreaterThan(0);
    expect(new Set(references).size).toBe(references.length);
    expect(donations.some((d) => d.donorIdType === 'pan' && d.donorAddress)).toBe(true);
    // One gift a donor told of by UPI waits for an admin (issue 13), with a UTR's twelve digits.
    const pending = donations.filter((d) => d.status === 'pending');
    expect(pending).toEqual([
      expect.objectContaining({
        paymentMode: 'upi',
        paymentReference: expect.stringMatching(/^\d{12}$/),
      }),
    ]);
    // Zakat only where it is accepted, and at least one cause of each kind.
    for (const project of demoContent.projects) {
      if (project.donations.some((d) => d.purpose === 'zakat')) {
        expect([project.projectId, project.acceptsZakat]).toEqual([project.projectId, true]);
      }
    }
    expect(demoContent.projects.some((p) => p.acceptsZakat && p.status === 'active')).toBe(true);
    expect(demoContent.projects.some((p) => !p.acceptsZakat && p.status === 'active')).toBe(true);
  });

  it('pushes one active project past its goal and fully funds every completed one', () => {
    // Only confirmed gifts count towards what is raised.
    const raised = (donations: { amount: number; status?: string }[]) =>
      donations.reduce((sum, d) => sum + (d.status === 'pending' ? 0 : d.amount), 0);
    const active = demoContent.projects.filter((p) => p.status === 'active');
    expect(active.some((p) => raised(p.donations) > p.goal)).toBe(true);
    for (const project of demoContent.projects.filter((p) => p.status === 'completed')) {
      expect(raised(project.donations)).toBeGreaterThanOrEqual(project.goal);
    }
  });

  it('stores only http(s) URLs', () => {
    const socials = required(settings.socials);
    const banner = required(settings.banner);
    const site = required(settings.site);
    const urls = [
      socials.facebook,
      socials.twitter,
      socials.linkedIn,
      banner.actionLink1,
      banner.actionLink2,
      site.donateUrl,
      site.donorLoginUrl,
      ...demoContent.news.map((n) => n.link),
      ...demoContent.testimonials.map((t) => t.video),
      ...demoContent.projects.map((p) => p.link),
    ];
    for (const url of urls) expect(isHttpUrl(url)).toBe(true);
  });
});

function everyArt(): DemoArt[] {
  return [
    demoContent.logo,
    demoContent.banner,
    ...demoContent.gallery.map((item) => item.art),
    ...demoContent.highlights.map((item) => item.art),
    ...demoContent.newsLogos.map((item) => item.art),
    ...demoContent.news.map((item) => item.art),
    ...demoContent.partners.map((item) => item.art),
    ...demoContent.projects.map((item) => item.art),
  ];
}

describe('renderDemoArt', () => {
  it('draws every demo image in its format and size, each under 1 MB', async () => {
    const arts = everyArt();
    expect(arts).toHaveLength(2 + 8 + 4 + 3 + 7 + 6 + 9);
    for (const art of arts) {
      const bytes = await renderDemoArt(art);
      const meta = await sharp(bytes).metadata();
      expect({
        label: art.label,
        format: meta.format,
        width: meta.width,
        height: meta.height,
      }).toEqual({ label: art.label, format: art.format, width: art.width, height: art.height });
      expect(bytes.length).toBeLessThan(MAX_UPLOAD_BYTES);
    }
  }, 60_000);

  it('uses the sizes the site lays out', () => {
    const size = (art: DemoArt) => `${art.width}x${art.height} ${art.format}`;
    expect(size(demoContent.logo)).toBe('240x80 png');
    expect(size(demoContent.banner)).toBe('1600x600 jpeg');
    const sizes = (arts: DemoArt[]) => [...new Set(arts.map(size))];
    expect(sizes(demoContent.gallery.map((i) => i.art))).toEqual(['960x640 jpeg']);
    expect(sizes(demoContent.highlights.map((i) => i.art))).toEqual(['800x600 jpeg']);
    expect(sizes(demoContent.news.map((i) => i.art))).toEqual(['800x500 jpeg']);
    expect(sizes(demoContent.projects.map((i) => i.art))).toEqual(['960x640 jpeg']);
    expect(sizes([...demoContent.newsLogos, ...demoContent.partners].map((i) => i.art))).toEqual([
      '320x160 png',
    ]);
  });

  it('draws labels with XML special characters', async () => {
    const art: DemoArt = {
      label: `Food & Water <for> "everyone" it's`,
      hue: 90,
      width: 400,
      height: 300,
      format: 'jpeg',
    };
    const meta = await sharp(await renderDemoArt(art)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
  });

  it('draws different pictures for different labels', async () => {
    const base: DemoArt = { label: 'Meals', hue: 130, width: 320, height: 160, format: 'png' };
    const one = await renderDemoArt(base);
    const other = await renderDemoArt({ ...base, label: 'Water' });
    expect(one.equals(other)).toBe(false);
    expect((await renderDemoArt(base)).equals(one)).toBe(true);
  });
});
