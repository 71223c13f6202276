import type { CustomArrowProps } from 'react-slick';

type CarouselArrowProps = CustomArrowProps & {
  label: string;
  /** Where it sits: react-slick always lays the slider out left to right. */
  side: 'left' | 'right';
};

/**
 * react-slick's own arrows carry hard-coded English text; this one is labelled in the page's
 * language. Only the props a button understands are passed on (react-slick adds slide counts).
 */
export function CarouselArrow({ className, onClick, label, side }: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={`${className ?? ''} gallery-arrow gallery-arrow--${side}`}
      aria-label={label}
      onClick={onClick}
    >
      <span className="gallery-arrow__chevron" aria-hidden="true" />
    </button>
  );
}
