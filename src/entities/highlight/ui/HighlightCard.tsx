import type { Highlight } from '@contract';
import './HighlightCard.css';

/**
 * An image card with its heading and upper-cased sub-heading laid over the picture. The admin's
 * text may be in either language: `dir="auto"` keeps its numbers and punctuation in order.
 */
export function HighlightCard({ highlight }: { highlight: Highlight }) {
  return (
    <article className="highlight-card">
      <img className="highlight-card__image" src={highlight.image} alt="" loading="lazy" />
      <div className="highlight-card__overlay">
        <h3 className="highlight-card__heading" dir="auto">
          {highlight.heading}
        </h3>
        <p className="highlight-card__sub-heading" dir="auto">
          {highlight.subHeading}
        </p>
      </div>
    </article>
  );
}
