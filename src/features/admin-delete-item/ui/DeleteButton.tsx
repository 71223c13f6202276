import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { isUnauthorized } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';

export type DeleteButtonProps = {
  /** What is deleted; the button is named 'Delete <name>'. */
  name: string;
  /** Runs the delete mutation and settles with it, e.g. `() => deletePartner(id).unwrap()`. */
  onDelete: () => Promise<unknown>;
  /**
   * The failure toast's text for an error; undefined falls back to 'failed to delete data,
   * please try again' (SPEC.md §8).
   */
  failureMessage?: (error: unknown) => string | undefined;
  /** What the button shows; the text 'Delete' unless given (the gallery shows ×). */
  children?: ReactNode;
  type?: ButtonProps['type'];
  className?: string;
  /** More about what goes with it, under the question (a project's donations). */
  description?: ReactNode;
  /** The button's accessible name when it shows another word than 'Delete' ('Remove'). */
  label?: string;
};

/**
 * Delete with confirmation ('are you sure you want to delete?'); No leaves everything as it
 * was. The list reloads through the mutation's tags, not from here.
 */
export function DeleteButton({
  name,
  onDelete,
  failureMessage,
  children,
  type = 'link',
  className,
  description,
  label,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);

  // Never rejects: the popover closes either way and a failure is told in a toast.
  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      // A 401 is handled by the guard (to sign in), not with a toast.
      if (!isUnauthorized(error)) {
        notifyError(failureMessage?.(error) ?? t('adminCommon.deleteFailed'));
      }
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Popconfirm
      title={t('adminCommon.confirmDelete')}
      description={description}
      okText={t('adminCommon.yes')}
      cancelText={t('adminCommon.no')}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button
        type={type}
        danger
        loading={deleting}
        className={className}
        aria-label={label ?? t('adminCommon.deleteNamed', { name })}
      >
        {children ?? t('adminCommon.delete')}
      </Button>
    </Popconfirm>
  );
}
