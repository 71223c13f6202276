import { screen, within } from '@testing-library/react';
import { demoGalleryImages } from '@/test/mocks/gallery-image';
import { demoHighlights } from '@/test/mocks/highlight';
import { demoNews } from '@/test/mocks/news-item';
import { demoPartners } from '@/test/mocks/partner';
import { demoSettingContents } from '@/test/mocks/setting';
import { demoTestimonials } from '@/test/mocks/testimonial';
import { formatDate } from '@/shared/lib/format';
import { findSection, renderWithProviders } from '@/test/app';

const { site, hero, about } = demoSettingContents;

describe('home page in Urdu', () => {
  it('shows every section in Urdu, right to left, with the settings content in Urdu', async () => {
    renderWithProviders(undefined, { preloadedState: { language: { language: 'ur' } } });

    const heading = await screen.findByRole('heading', { level: 1 });
    const heroSection = heading.closest('section') as HTMLElement;
    expect(heading).toHaveTextContent(hero.ur.heading.replace('\n', ''));
    expect(
      within(heroSection).getByRole('link', { name: 'ابھی ہمارے ساتھ شامل ہوں' }),
    ).toBeVisible();
    expect(within(heroSection).getByRole('link', { name: 'ہمارا سفر دیکھیں' })).toBeVisible();
    expect(within(heroSection).getByRole('link', { name: hero.ur.action })).toHaveAttribute(
      'href',
      'https://donate.example.org/?id=1',
    );

    const aboutSection = await findSection(about.ur.heading);
    expect(within(aboutSection).getByText(about.ur.text)).toBeInTheDocument();
    expect(within(aboutSection).getByRole('link', { name: 'مزید دیکھیں' })).toBeInTheDocument();

    const news = await findSection(`خبروں میں ${site.name.ur}`);
    expect(within(news).getByText('میڈیا میں ادارے سے متعلق چند کہانیاں')).toBeInTheDocument();
    expect(
      await within(news).findByRole('link', { name: `مزید دیکھیں: ${demoNews[0]!.headingUr!}` }),
    ).toHaveTextContent('مزید دیکھیں');
    expect(within(news).getByRole('button', { name: 'مزید دیکھیں (خبریں)' })).toBeInTheDocument();

    const partners = await findSection('ہمارے قابلِ اعتماد این جی او شراکت دار');
    expect(
      within(partners).getByText(
        'ہم 20 سے زائد برسوں سے معتبر غیر منافع بخش اداروں کے لیے فنڈز جمع کر رہے ہیں',
      ),
    ).toBeInTheDocument();

    const testimonials = await findSection('تاثرات');
    expect(
      await within(testimonials).findByRole('button', {
        name: `ویڈیو چلائیں: ${demoTestimonials[0]!.nameUr!}`,
      }),
    ).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'گیلری' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نمایاں جھلکیاں' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the gallery, highlights, news, testimonials and partners in Urdu, and the English where the Urdu is missing, marked English', async () => {
    renderWithProviders(undefined, { preloadedState: { language: { language: 'ur' } } });

    const gallery = await screen.findByRole('region', { name: 'گیلری' });
    for (const image of demoGalleryImages) {
      const [photo] = await within(gallery).findAllByRole('img', {
        name: image.nameUr ?? image.name,
      });
      if (image.nameUr) expect(photo).not.toHaveAttribute('lang');
      else expect(photo).toHaveAttribute('lang', 'en');
    }

    const highlights = await findSection('نمایاں جھلکیاں');
    for (const highlight of demoHighlights) {
      const heading = await within(highlights).findByRole('heading', {
        name: highlight.headingUr ?? highlight.heading,
      });
      const sub = within(highlights).getByText(highlight.subHeadingUr ?? highlight.subHeading);
      if (highlight.headingUr) {
        expect(heading.querySelector('[lang]')).toBeNull();
      } else {
        // Never a blank: the English, in its own element marked English, left to right.
        expect(within(heading).getByText(highlight.heading)).toHaveAttribute('lang', 'en');
        expect(within(heading).getByText(highlight.heading)).toHaveAttribute('dir', 'ltr');
        expect(sub).toHaveAttribute('lang', 'en');
      }
    }

    const news = await findSection(`خبروں میں ${site.name.ur}`);
    for (const item of demoNews.slice(0, 3)) {
      const heading = await within(news).findByRole('heading', {
        name: item.headingUr ?? item.heading,
      });
      if (item.headingUr) expect(heading.querySelector('[lang]')).toBeNull();
      else expect(within(heading).getByText(item.heading)).toHaveAttribute('lang', 'en');
      expect(
        within(heading.closest('article')!).getByRole('img', { name: item.logoNameUr! }),
      ).toBeInTheDocument();
      // The date in Urdu too, read right to left from the day.
      const date = within(heading.closest('article')!).getByText(formatDate(item.date, 'ur'));
      expect(date).toHaveAttribute('dir', 'rtl');
    }

    const testimonials = await findSection('تاثرات');
    for (const testimonial of demoTestimonials.slice(0, 5)) {
      const caption = await within(testimonials).findByText(
        testimonial.nameUr ?? testimonial.name,
        { selector: 'figcaption, figcaption *' },
      );
      if (testimonial.nameUr) expect(caption.tagName).toBe('FIGCAPTION');
      else expect(caption).toHaveAttribute('lang', 'en');
    }

    const partners = await findSection('ہمارے قابلِ اعتماد این جی او شراکت دار');
    for (const partner of demoPartners) {
      const logo = await within(partners).findByRole('img', {
        name: partner.nameUr ?? partner.name,
      });
      if (partner.nameUr) expect(logo).not.toHaveAttribute('lang');
      else expect(logo).toHaveAttribute('lang', 'en');
    }
  });
});
