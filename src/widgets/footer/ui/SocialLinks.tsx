import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialsContent } from '@contract/settings';
import { ExternalLink } from '@/shared/ui/external-link';
import { SOCIAL_NETWORKS } from '../lib/socials';
import { SocialIcon } from './SocialIcon';

/** A placeholder goes nowhere: it keeps the row's shape until the link is set. */
const stay = (event: MouseEvent) => event.preventDefault();

/** The social icons; an empty link in settings shows as a disabled placeholder (docs/product.md §2). */
export function SocialLinks({ socials }: { socials: SocialsContent | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="site-footer__socials" aria-label={t('siteFooter.socials')}>
      {SOCIAL_NETWORKS.map((network) => {
        const url = socials?.[network];
        const name = t(`siteFooter.${network}`);
        return (
          <li key={network}>
            {url ? (
              <ExternalLink className="icon-badge site-footer__social" href={url} aria-label={name}>
                <SocialIcon network={network} />
              </ExternalLink>
            ) : (
              <a
                className="icon-badge site-footer__social"
                href="#"
                aria-disabled="true"
                aria-label={t('siteFooter.socialUnavailable', { network: name })}
                onClick={stay}
              >
                <SocialIcon network={network} />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
