import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Grid, Typography } from 'antd';
import { OWNER_ROLES } from '@contract/admin';
import type { Setting } from '@contract/settings';
import { useMayUse } from '@/entities/session';
import { useGetSettingsQuery, type SettingsPreviewMessage } from '@/entities/setting';
import {
  OwnerPasswordModal,
  SettingsPanels,
  useLeaveGuard,
  useSettingsEditor,
} from '@/features/admin/edit-settings';
import { SettingsHistoryButton } from '@/features/admin/item-history';
import { useMayChange } from '@/shared/lib/may-change';
import { SettingsPreviewModal } from './SettingsPreviewModal';
import './AdminSettingsPage.css';

/**
 * The settings screen (docs/product.md §2, /admin/settings). The app shows nothing before they load.
 * An Editor changes all but the trust's payment and legal details, an Owner everything, Accounts
 * nothing (docs/product.md §6).
 */
export function AdminSettingsPage() {
  const { data } = useGetSettingsQuery();
  // A version restored from the history: once the settings are read afresh (a new answer), the
  // form starts again from them.
  const [readBefore, setReadBefore] = useState<readonly Setting[]>();
  const [formKey, setFormKey] = useState(0);
  if (readBefore !== undefined && data !== readBefore) {
    setReadBefore(undefined);
    setFormKey(formKey + 1);
  }
  return data ? (
    <SettingsScreen key={formKey} saved={data} onRestored={() => setReadBefore(data)} />
  ) : null;
}

type SettingsScreenProps = { saved: readonly Setting[]; onRestored: () => void };

function SettingsScreen({ saved, onRestored }: SettingsScreenProps) {
  const { t } = useTranslation();
  const editor = useSettingsEditor(saved, {
    mayChange: useMayChange(),
    ownsTrust: useMayUse(OWNER_ROLES) === true,
  });
  useLeaveGuard(editor.dirty);
  // A 1280 px page scaled into a narrow window would be unreadable (docs/product.md §2).
  const wide = Grid.useBreakpoint().lg === true;
  const [preview, setPreview] = useState<SettingsPreviewMessage | null>(null);

  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-settings" aria-labelledby="admin-settings-heading">
      <Flex className="admin-settings__bar" align="center" justify="space-between" wrap gap={12}>
        <Typography.Title level={1} className="admin-settings__heading" id="admin-settings-heading">
          {t('adminSettings.heading')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <SettingsHistoryButton onRestored={onRestored} />
          {wide && (
            <Button onClick={() => setPreview(editor.previewMessage())}>
              {t('adminSettings.preview')}
            </Button>
          )}
          {editor.mayChange && (
            <Button type="primary" loading={editor.saving} onClick={() => void editor.save()}>
              {t('adminSettings.save')}
            </Button>
          )}
        </Flex>
      </Flex>
      <SettingsPanels editor={editor} />
      <OwnerPasswordModal editor={editor} />
      {preview && <SettingsPreviewModal message={preview} onClose={() => setPreview(null)} />}
    </section>
  );
}
