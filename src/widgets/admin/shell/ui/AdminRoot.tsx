import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { App, ConfigProvider, Grid } from 'antd';
import enUS from 'antd/locale/en_US';
import urPK from 'antd/locale/ur_PK';
// The date pickers name months and days through dayjs, in the dayjs locale named after antd's
// ('ur_PK' → 'ur'); without it loaded they fall back to English.
import 'dayjs/locale/ur';
import { useEndSessionOnSignOut } from '@/features/admin/sign-out';
import { languageDirection, selectLanguage } from '@/shared/i18n';
import { adminTheme } from '../config/theme';

/**
 * Everything under /admin renders inside antd's providers: direction and locale follow the
 * language, controls grow to a finger's size below antd's `lg` (the phone's layout), and `App`
 * gives screens `App.useApp()` messages that respect both. This widget is only reached through
 * a lazy route, which keeps antd out of the public bundle.
 */
export function AdminRoot() {
  const language = useSelector(selectLanguage);
  const touch = Grid.useBreakpoint().lg !== true;
  useEndSessionOnSignOut();
  return (
    <ConfigProvider
      direction={languageDirection(language)}
      locale={language === 'ur' ? urPK : enUS}
      theme={adminTheme(language, touch)}
    >
      <App>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </App>
    </ConfigProvider>
  );
}
