import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { App } from 'antd';
import { selectIsSignedIn, type SessionState } from '@/entities/session';

/**
 * While `dirty`, leaving asks first: another screen of the app (an antd confirmation) or
 * another site, a reload or closing the tab (the browser's own prompt). A session that has
 * ended (sign-out confirmed, or a 401) is let through: nothing could be saved any more.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const store = useStore<{ session: SessionState }>();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      selectIsSignedIn(store.getState()) &&
      currentLocation.pathname !== nextLocation.pathname,
    [dirty, store],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('leaveGuard.title'),
      content: t('leaveGuard.content'),
      okText: t('leaveGuard.leave'),
      cancelText: t('leaveGuard.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
