import type { Highlight } from '@contract/content';
import { ContentText } from '@/shared/ui/content-text';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import './HighlightCard.css';

/** The grid fits cards of at least 260 px; with few highlights they stretch wider. */
const HIGHLIGHT_SIZES =
  '(min-width: 1200px) 376px, (min-width: 900px) 34vw, (min-width: 600px) 50vw, ' +
  'calc(100vw - 32px)';

/**
 * An image card with its heading and upper-cased sub-heading laid over the picture, in the
 * page's language (the English where the Urdu is missing): `dir="auto"` keeps numbers and
 * punctuation in order.
 */
export function HighlightCard({ highlight }: { highlight: Highlight }) {
  return (
    <article className="highlight-card">
      <ResponsiveImage
        className="highlight-card__image"
        src={highlight.image}
        alt=""
        sizes={HIGHLIGHT_SIZES}
      />
      <div className="highlight-card__overlay">
        <h3 className="highlight-card__heading" dir="auto">
          <ContentText item={highlight} field="heading" />
        </h3>
        <p className="highlight-card__sub-heading" dir="auto">
          <ContentText item={highlight} field="subHeading" />
        </p>
      </div>
    </article>
  );
}
