import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalized, useSettings } from '@/entities/setting';
import { routePaths, visibleNavItems } from '@/shared/routes';
import { ContactLink } from '@/shared/ui/contact-link';
import { fixedHeightSizes, LogoImage } from '@/shared/ui/responsive-image';
import { SocialLinks } from './SocialLinks';
import { SubscribeForm } from './SubscribeForm';
import './Footer.css';

/** The logo is drawn 56 px tall and at most 180 px wide (Footer.css). */
const LOGO_SIZES = fixedHeightSizes(56, 180);

const POLICY_LINKS = [
  { to: routePaths.privacyPolicy, key: 'privacyPolicy' },
  { to: routePaths.donorPrivacy, key: 'donorPrivacy' },
  { to: routePaths.termsConditions, key: 'termsConditions' },
  { to: routePaths.refundPolicy, key: 'refundPolicy' },
  { to: routePaths.transparency, key: 'transparency' },
  { to: routePaths.receiptsFind, key: 'findReceipts' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const site = settings.site;
  const organisation = useLocalized(site?.name) ?? '';

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LogoImage
            className="site-footer__logo"
            src={settings.logo?.image}
            alt={organisation}
            sizes={LOGO_SIZES}
          />
          {site?.phone && (
            <p className="site-footer__phone">
              <span className="site-footer__label">{t('siteFooter.phone')}: </span>
              <ContactLink scheme="tel" address={site.phone} />
            </p>
          )}
          <SocialLinks socials={settings.socials} />
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('siteFooter.quickLinks')}
          </h2>
          <ul className="site-footer__links">
            {visibleNavItems(settings).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`siteNav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SubscribeForm />
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p className="site-footer__copyright">{t('siteFooter.copyright', { organisation })}</p>
          <nav aria-label={t('siteFooter.policies')}>
            <ul className="site-footer__policies">
              {POLICY_LINKS.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to}>{t(`siteFooter.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
