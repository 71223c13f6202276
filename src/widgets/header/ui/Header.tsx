import { Link } from 'react-router-dom';
import { useLocalized, useSettings } from '@/entities/setting';
import { LanguageSwitch } from '@/features/switch-language';
import { DEFAULT_LOGO_URL } from '@/shared/config';
import { routePaths } from '@/shared/routes';
import './Header.css';

/** The public header; navigation, donate and donor-login buttons join it with the full site. */
export function Header() {
  const settings = useSettings();
  const organisation = useLocalized(settings.site?.name);
  const logo = settings.logo?.image || DEFAULT_LOGO_URL;

  return (
    <header className="site-header">
      <Link className="site-header__brand" to={routePaths.home}>
        <img className="site-header__logo" src={logo} alt="" />
        <span>{organisation}</span>
      </Link>
      <LanguageSwitch />
    </header>
  );
}
