import { screen, within } from '@testing-library/react';
import { demoNews } from '@/test/mocks/news-item';
import { demoSettingContents } from '@/test/mocks/setting';
import { demoTestimonials } from '@/test/mocks/testimonial';
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
      await within(news).findByRole('link', { name: `مزید دیکھیں: ${demoNews[0]!.heading}` }),
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
        name: `ویڈیو چلائیں: ${demoTestimonials[0]!.name}`,
      }),
    ).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'گیلری' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نمایاں جھلکیاں' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
