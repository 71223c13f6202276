import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMayChange } from '@/shared/lib/may-change';

type AdminEditLinkProps = {
  /** The item's edit screen. */
  to: string;
  /** What is edited; the link is named 'Edit <name>'. */
  name: string;
};

/** A row's Edit link, named after its item; none where the person may only read (docs/product.md §6). */
export function AdminEditLink({ to, name }: AdminEditLinkProps) {
  const { t } = useTranslation();
  const mayChange = useMayChange();
  if (!mayChange) return null;
  return (
    <Link to={to} aria-label={t('adminCommon.editNamed', { name })}>
      {t('adminCommon.edit')}
    </Link>
  );
}
