import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { requireTextsPart } from '@/shared/i18n';
import { lazyPart } from '@/shared/lib/lazy-part';
import { useMayChange } from '@/shared/lib/may-change';
import type { HistoryDrawerProps } from './HistoryDrawer';

/*
 * The drawer comes with its texts when first opened: the admin's sign-in and its lists stay as
 * small as they were (scripts/size.ts).
 */
const drawerPart = lazyPart(
  () =>
    Promise.all([
      import(/* webpackChunkName: "admin-history" */ './HistoryDrawer'),
      requireTextsPart('history'),
    ]).then(([module]) => module),
  (module) => module.HistoryDrawer,
  { onServer: false },
);

type HistoryButtonProps = Omit<HistoryDrawerProps, 'open' | 'onClose'> & {
  /** What the button shows; "History" unless given. */
  children?: string;
};

/**
 * "History" of an item (issue 31), named after it: opens the drawer of its versions. Only for
 * those who may change what the screen shows (the versions are theirs to restore).
 */
export function HistoryButton({ children, ...drawer }: HistoryButtonProps) {
  const { t } = useTranslation();
  const mayChange = useMayChange();
  // Mounted from the first opening on, so it closes with antd's motion.
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (!mayChange) return null;
  return (
    <>
      <Button
        type="link"
        aria-label={t('adminCommon.historyNamed', { name: drawer.name })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void drawerPart.preload()}
      >
        {children ?? t('adminCommon.history')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <drawerPart.Component {...drawer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
