import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CriticalText } from '@/shared/lib/critical-text';
import type { NavItem } from '@/shared/routes';

type NavListProps = {
  items: NavItem[];
  className: string;
  /** Called when an entry is chosen (the mobile menu closes then). */
  onNavigate?: () => void;
};

export function NavList({ items, className, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  // By path only: the server never sees the hash, and both renders must agree.
  const { pathname } = useLocation();

  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            className="site-nav__link"
            to={item.to}
            aria-current={item.to === pathname ? 'page' : undefined}
            onClick={onNavigate}
          >
            <CriticalText>{t(`siteNav.${item.key}`)}</CriticalText>
          </Link>
        </li>
      ))}
    </ul>
  );
}
