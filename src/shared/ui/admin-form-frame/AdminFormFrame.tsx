import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Typography } from 'antd';
import { useBackToList } from '@/shared/lib/admin-form';
import { AdminSection } from '@/shared/ui/admin-section';
import './AdminFormFrame.css';

type AdminFormFrameProps = { title: string; children: ReactNode };

/** The page around an admin add or edit form: its heading, then the form. */
export function AdminFormFrame({ title, children }: AdminFormFrameProps) {
  // The admin layout's content area is the page's <main>; each screen is a named region in it.
  return (
    <AdminSection className="admin-form" level={1} title={title}>
      {children}
    </AdminSection>
  );
}

type AdminFormActionsProps = {
  /** Every required field is filled. */
  canSave: boolean;
  saving: boolean;
  /** Where Cancel goes (the list, at the page the admin came from). */
  cancelTo: string;
};

/** Save (a submit button, disabled until the required fields are filled) and Cancel. */
export function AdminFormActions({ canSave, saving, cancelTo }: AdminFormActionsProps) {
  const { t } = useTranslation();
  const backTo = useBackToList(cancelTo);
  return (
    <div className="admin-form__actions">
      <Button type="primary" htmlType="submit" disabled={!canSave} loading={saving}>
        {t('adminCommon.save')}
      </Button>
      <Link to={backTo}>{t('adminCommon.cancel')}</Link>
    </div>
  );
}

type AdminMissingItemProps = { backTo: string };

/** An edit screen whose item is gone (deleted elsewhere, or a mistyped address). */
export function AdminMissingItem({ backTo }: AdminMissingItemProps) {
  const { t } = useTranslation();
  const list = useBackToList(backTo);
  return (
    <div className="admin-form__missing">
      <Typography.Paragraph>{t('adminCommon.notFound')}</Typography.Paragraph>
      <Link to={list}>{t('adminCommon.backToList')}</Link>
    </div>
  );
}
