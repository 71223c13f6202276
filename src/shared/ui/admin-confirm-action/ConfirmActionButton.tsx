import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { changeTroubleKey, isToldElsewhere } from '@/shared/lib/admin-form';
import { useMayChange } from '@/shared/lib/may-change';
import { notifyError } from '@/shared/ui/toast';

type ConfirmActionButtonProps = {
  /** The question asked before acting ('are you sure you want to delete?'). */
  question: string;
  /** More about what goes with it, under the question (a project's gifts). */
  description?: ReactNode;
  /** Runs the mutation and settles with it, e.g. `() => pinNews(id).unwrap()`. */
  action: () => Promise<unknown>;
  /** The failure toast's text for an error. */
  failureMessage: (error: unknown) => string;
  /** The button's accessible name, naming the item ('Delete Ration kits'). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** A destructive action: the button and Yes are red. */
  danger?: boolean;
  type?: ButtonProps['type'];
  className?: string;
};

/**
 * An admin action that asks first (antd Popconfirm, Yes / No). No leaves everything as it was;
 * Yes runs the action, and a failure is told in a toast (the server's full disk or busy state in
 * those words), except a 401 or 403 (the base query dealt with it). A screen the person may only
 * read shows no such button (docs/product.md §6). Lists reload through
 * the mutation's tags, not from here. Only admin screens import this (antd stays in their lazy
 * chunks).
 */
export function ConfirmActionButton({
  question,
  description,
  action,
  failureMessage,
  label,
  children,
  danger = false,
  type = 'link',
  className,
}: ConfirmActionButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const mayChange = useMayChange();

  // Never rejects: the popover closes either way and a failure is told in a toast.
  const confirm = async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (isToldElsewhere(error)) return;
      // A full disk or a busy server is told as such, whatever the action.
      const trouble = changeTroubleKey(error);
      notifyError(trouble ? t(trouble) : failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (!mayChange) return null;
  return (
    <Popconfirm
      title={question}
      description={description}
      okText={t('adminCommon.yes')}
      cancelText={t('adminCommon.no')}
      okButtonProps={{ danger }}
      onConfirm={confirm}
    >
      <Button type={type} danger={danger} loading={busy} className={className} aria-label={label}>
        {children}
      </Button>
    </Popconfirm>
  );
}
