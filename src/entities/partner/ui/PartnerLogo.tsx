import type { Partner } from '@contract/content';
import { useContentAlt } from '@/shared/ui/content-text';
import { fixedHeightSizes, ResponsiveImage } from '@/shared/ui/responsive-image';
import './PartnerLogo.css';

/** At most 88 px tall (the tile's CSS). */
const LOGO_SIZES = fixedHeightSizes(88);

/** A partner's logo tile; the name, in the page's language, is the image's alternative text. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const altOf = useContentAlt();
  return (
    <div className="partner-logo">
      <ResponsiveImage
        className="partner-logo__image"
        src={partner.logo}
        {...altOf(partner, 'name')}
        sizes={LOGO_SIZES}
      />
    </div>
  );
}
