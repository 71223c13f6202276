import { useTranslation } from 'react-i18next';
import { useLocalized, useSettings } from '@/entities/setting';
import { CriticalText } from '@/shared/lib/critical-text';
import { ExternalLink } from '@/shared/ui/external-link';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import './BannerSection.css';

/** Drawn beside the text from 768 px (2 of 5 columns), across the container below. */
const BANNER_SIZES =
  '(min-width: 1200px) 458px, (min-width: 768px) calc(40vw - 22px), calc(100vw - 32px)';

/** The announcement banner above the hero: heading, sub-heading, image and two links. */
export function BannerSection() {
  const { t } = useTranslation();
  const banner = useSettings().banner;
  const text = useLocalized(banner);
  if (!banner?.show || !text) return null;

  // A button needs both its text and its link; the admin may fill in only one of them.
  const actions = [
    { label: text.action1, href: banner.actionLink1 },
    { label: text.action2, href: banner.actionLink2 },
  ].filter((action) => action.label && action.href);

  return (
    <section
      className="banner"
      aria-labelledby={text.heading ? 'banner-heading' : undefined}
      aria-label={text.heading ? undefined : t('bannerSection.label')}
    >
      <div className="container banner__inner">
        <div className="banner__text">
          {text.heading && (
            <h2 id="banner-heading" className="banner__heading" dir="auto">
              <CriticalText>{text.heading}</CriticalText>
            </h2>
          )}
          {text.subHeading && (
            <p className="banner__sub-heading" dir="auto">
              <CriticalText>{text.subHeading}</CriticalText>
            </p>
          )}
          {actions.length > 0 && (
            <div className="banner__actions">
              {actions.map((action, index) => (
                <ExternalLink
                  key={index}
                  className={`btn ${index === 0 ? 'btn--primary' : 'btn--outline'}`}
                  href={action.href}
                >
                  <CriticalText>{action.label}</CriticalText>
                </ExternalLink>
              ))}
            </div>
          )}
        </div>
        {banner.image && (
          <ResponsiveImage
            className="banner__image"
            src={banner.image}
            alt=""
            sizes={BANNER_SIZES}
            priority
          />
        )}
      </div>
    </section>
  );
}
