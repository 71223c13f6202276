import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type AdminEditLinkProps = {
  /** The item's edit screen. */
  to: string;
  /** What is edited; the link is named 'Edit <name>'. */
  name: string;
};

/** A row's Edit link, named after its item. */
export function AdminEditLink({ to, name }: AdminEditLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={t('adminCommon.editNamed', { name })}>
      {t('adminCommon.edit')}
    </Link>
  );
}
