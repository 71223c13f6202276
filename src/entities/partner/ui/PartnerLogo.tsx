import type { Partner } from '@contract';
import { fixedHeightSizes, ResponsiveImage } from '@/shared/ui/responsive-image';
import './PartnerLogo.css';

/** At most 88 px tall (the tile's CSS). */
const LOGO_SIZES = fixedHeightSizes(88);

/** A partner's logo tile; the name is the image's alternative text. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <div className="partner-logo">
      <ResponsiveImage
        className="partner-logo__image"
        src={partner.logo}
        alt={partner.name}
        sizes={LOGO_SIZES}
      />
    </div>
  );
}
