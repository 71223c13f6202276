import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { Button, Drawer, Grid, Layout } from 'antd';
import { TwoFactorGate } from '@/features/admin/two-factor';
import { LanguageSwitch } from '@/features/switch-language';
import { languageDirection, selectLanguage } from '@/shared/i18n';
import { AdminMenu } from './AdminMenu';
import { MenuIcon } from './MenuIcon';
import './AdminLayout.css';

/**
 * The frame of every signed-in admin screen: from 992 px (antd's `lg`) a sider titled Admin
 * Panel holds the menu; below that a button in the top bar opens the same menu in a drawer.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().lg === true;
  const rtl = languageDirection(useSelector(selectLanguage)) === 'rtl';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Layout className="admin-layout" hasSider={wide}>
      {wide && (
        <Layout.Sider theme="light" width={232} className="admin-layout__sider">
          <div className="admin-layout__title">{t('adminLayout.title')}</div>
          <nav aria-label={t('adminLayout.navLabel')}>
            <AdminMenu />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        {/* Named, so they stay distinct from the public page's own in the settings preview. */}
        <Layout.Header className="admin-layout__header" aria-label={t('adminLayout.title')}>
          {!wide && (
            <>
              <Button
                type="text"
                icon={<MenuIcon />}
                aria-label={t('adminLayout.openMenu')}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              />
              <span className="admin-layout__header-title">{t('adminLayout.title')}</span>
            </>
          )}
          <div className="admin-layout__tools">
            <LanguageSwitch labelHidden />
          </div>
        </Layout.Header>
        <Layout.Content className="admin-layout__content" aria-label={t('adminLayout.title')}>
          <TwoFactorGate>
            <Outlet />
          </TwoFactorGate>
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          title={t('adminLayout.title')}
          placement={rtl ? 'right' : 'left'}
          size={260}
          open={menuOpen}
          onClose={closeMenu}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('adminLayout.navLabel')}>
            <AdminMenu onChoose={closeMenu} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
