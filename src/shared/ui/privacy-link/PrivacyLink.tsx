import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePaths } from '@/shared/routes';

type PrivacyLinkProps = {
  /** The link's words; "How we keep your details" unless given. */
  children?: ReactNode;
  className?: string;
  /** Opens the page in a new tab: from a form, so what was typed stays. */
  inNewTab?: boolean;
};

/**
 * The link to /privacy, what the site keeps about donors and whom to write to about it: every
 * form that asks for a private detail (e-mail, phone, PAN, address) shows it.
 */
export function PrivacyLink({ children, className, inNewTab = false }: PrivacyLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={routePaths.donorPrivacy}
      className={className}
      {...(inNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? t('privacyLink.text')}
    </Link>
  );
}
