import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalized, usePreviewLogoUrl, useSettings } from '@/entities/setting';
import { LanguageSwitch } from '@/features/switch-language';
import { CriticalText } from '@/shared/lib/critical-text';
import { routePaths, visibleNavItems } from '@/shared/routes';
import { ExternalLink } from '@/shared/ui/external-link';
import { fixedHeightSizes, LogoImage } from '@/shared/ui/responsive-image';
import { useMobileMenu } from '../model/useMobileMenu';
import { MenuIcon } from './MenuIcon';
import { NavList } from './NavList';
import './Header.css';

/** The logo is drawn 44 px tall and at most 140 px wide (Header.css). */
const LOGO_SIZES = fixedHeightSizes(44, 140);

/**
 * The public header (docs/product.md §2): logo, navigation filtered by the show flags, the language
 * choice, Donate and Donor Login; below 1024 px the navigation folds into a menu.
 */
export function Header() {
  const { t } = useTranslation();
  const settings = useSettings();
  const site = settings.site;
  const organisation = useLocalized(site?.name) ?? '';
  const logo = usePreviewLogoUrl() || settings.logo?.image;
  const items = visibleNavItems(settings);
  const menu = useMobileMenu();
  const menuId = useId();

  const donorLogin = site?.donorLoginUrl ? (
    <ExternalLink className="btn btn--outline site-header__action" href={site.donorLoginUrl}>
      <CriticalText>{t('siteHeader.donorLogin')}</CriticalText>
    </ExternalLink>
  ) : null;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={routePaths.home} onClick={menu.close}>
          <LogoImage
            className="site-header__logo"
            src={logo}
            alt={organisation}
            sizes={LOGO_SIZES}
            eager
          />
        </Link>
        <nav className="site-header__nav" aria-label={t('siteHeader.navLabel')}>
          <NavList items={items} className="site-nav" />
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch labelHidden />
          <div className="site-header__wide-only">{donorLogin}</div>
          {site?.donateUrl && (
            <ExternalLink className="btn btn--primary site-header__action" href={site.donateUrl}>
              <CriticalText>{t('siteHeader.donate')}</CriticalText>
            </ExternalLink>
          )}
          <button
            ref={menu.buttonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menu.open}
            aria-controls={menuId}
            aria-label={menu.open ? t('siteHeader.closeMenu') : t('siteHeader.openMenu')}
            onClick={menu.toggle}
          >
            <MenuIcon open={menu.open} />
          </button>
        </div>
      </div>
      <div ref={menu.panelRef} id={menuId} className="site-header__panel" hidden={!menu.open}>
        <nav aria-label={t('siteHeader.mobileNavLabel')}>
          <NavList items={items} className="site-nav site-nav--stacked" onNavigate={menu.close} />
        </nav>
        {donorLogin && (
          <div className="site-header__panel-actions" onClick={menu.close}>
            {donorLogin}
          </div>
        )}
      </div>
    </header>
  );
}
