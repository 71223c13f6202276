import type { Partner } from '@contract';
import './PartnerLogo.css';

/** A partner's logo tile; the name is the image's alternative text. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <div className="partner-logo">
      <img className="partner-logo__image" src={partner.logo} alt={partner.name} loading="lazy" />
    </div>
  );
}
