import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalized, useSettings } from '@/entities/setting';
import { CriticalText } from '@/shared/lib/critical-text';
import { ExternalLink } from '@/shared/ui/external-link';
import { donateUrl } from '../lib/donateUrl';
import './HeroSection.css';

/** docs/product.md §2: the hero's donate button opens the Donate page for cause 1. */
const HERO_CAUSE_ID = 1;
/** The About section: the router's hash handling scrolls to it and moves focus there. */
const ABOUT_LINK = '/#about';

/**
 * The hero (`#home`): heading with its line breaks kept, sub-heading, Join Us Now (the external
 * donor sign-up, or the About section when none is set), Watch Our Journey (the About section)
 * and the donate button.
 */
export function HeroSection() {
  const { t } = useTranslation();
  const { hero, site } = useSettings();
  const text = useLocalized(hero);
  if (!hero?.show || !text) return null;

  const donateHref = donateUrl(site?.donateUrl, HERO_CAUSE_ID);
  const joinLabel = t('heroSection.joinUs');
  const lines = text.heading.split('\n');
  return (
    <section id="home" className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <h1 id="hero-heading" className="hero__heading" dir="auto">
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              <CriticalText>{line}</CriticalText>
            </Fragment>
          ))}
        </h1>
        {text.subHeading && (
          <p className="hero__sub-heading" dir="auto">
            <CriticalText>{text.subHeading}</CriticalText>
          </p>
        )}
        <div className="hero__actions">
          {site?.donorLoginUrl ? (
            <ExternalLink className="btn btn--primary" href={site.donorLoginUrl}>
              <CriticalText>{joinLabel}</CriticalText>
            </ExternalLink>
          ) : (
            <Link className="btn btn--primary" to={ABOUT_LINK}>
              <CriticalText>{joinLabel}</CriticalText>
            </Link>
          )}
          <Link className="btn btn--outline" to={ABOUT_LINK}>
            <CriticalText>{t('heroSection.watchJourney')}</CriticalText>
          </Link>
          {donateHref && (
            <ExternalLink className="btn btn--primary hero__donate" href={donateHref}>
              <CriticalText>{text.action || t('heroSection.donate')}</CriticalText>
            </ExternalLink>
          )}
        </div>
      </div>
    </section>
  );
}
