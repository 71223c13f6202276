import './Skeleton.css';

type SkeletonListProps = {
  /** How many placeholders (docs/product.md §9: 3 for news and projects, 6 for testimonials...). */
  count: number;
  /** A class for each placeholder's shape (card, image, row). */
  className?: string;
  /** Read out once for the whole list, e.g. "Loading". */
  label: string;
};

/** Grey placeholders while a list loads; hidden from the accessibility tree except its label. */
export function SkeletonList({ count, className = 'skeleton--card', label }: SkeletonListProps) {
  return (
    <div className="skeleton-list" role="status" aria-live="polite" data-testid="skeleton-list">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton ${className}`} aria-hidden="true" data-skeleton />
      ))}
    </div>
  );
}
