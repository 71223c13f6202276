import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonProps } from 'antd';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';

type DeleteButtonProps = {
  /** What is deleted; the button is named 'Delete <name>'. */
  name: string;
  /** Runs the delete mutation and settles with it, e.g. `() => deletePartner(id).unwrap()`. */
  onDelete: () => Promise<unknown>;
  /**
   * The failure toast's text for an error; undefined falls back to 'failed to delete data,
   * please try again' (docs/product.md §8).
   */
  failureMessage?: (error: unknown) => string | undefined;
  /** What the button shows; the text 'Delete' unless given (the gallery shows ×). */
  children?: ReactNode;
  type?: ButtonProps['type'];
  className?: string;
  /** More about what goes with it, under the question (a project's gifts). */
  description?: ReactNode;
  /** The button's accessible name when it shows another word than 'Delete' ('Remove'). */
  label?: string;
};

/** Delete after 'are you sure you want to delete?' (docs/product.md §4). */
export function DeleteButton({
  name,
  onDelete,
  failureMessage,
  children,
  type,
  className,
  description,
  label,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <ConfirmActionButton
      question={t('adminCommon.confirmDelete')}
      description={description}
      action={onDelete}
      failureMessage={(error) => failureMessage?.(error) ?? t('adminCommon.deleteFailed')}
      label={label ?? t('adminCommon.deleteNamed', { name })}
      danger
      type={type}
      className={className}
    >
      {children ?? t('adminCommon.delete')}
    </ConfirmActionButton>
  );
}
