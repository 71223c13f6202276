import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Menu, type MenuProps } from 'antd';
import { useSignOut } from '@/features/admin/sign-out';
import { useRole } from '@/entities/session';
import { menuFor } from '../config/menu';
import { selectedEntry } from '../lib/selectedEntry';

const LOGOUT_KEY = 'logout';

type AdminMenuProps = {
  /** Called after any entry is chosen (the small-screen menu closes itself). */
  onChoose?: () => void;
};

/**
 * The admin's navigation: one entry per screen the person's role may open (docs/product.md §6),
 * the current one selected, then Logout.
 */
export function AdminMenu({ onChoose }: AdminMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const entries = menuFor(useRole());
  const selected = selectedEntry(entries, pathname);

  const items: MenuProps['items'] = [
    ...entries.map((entry) => ({
      key: entry.key,
      label: (
        <Link to={entry.to} aria-current={entry === selected ? 'page' : undefined}>
          {t(`adminLayout.${entry.key}`)}
        </Link>
      ),
    })),
    { type: 'divider' },
    { key: LOGOUT_KEY, label: t('adminLayout.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    onChoose?.();
    if (key === LOGOUT_KEY) signOut();
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.key] : []}
      onClick={onClick}
    />
  );
}
