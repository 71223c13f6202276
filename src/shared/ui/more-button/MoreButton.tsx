type MoreButtonProps = {
  /** The block's class, which places it under the list. */
  className: string;
  text: string;
  /** A fuller name for screen readers than the visible text, where it helps. */
  label?: string;
  onClick: () => void;
};

/** The 'See more' button under a home section's list, which loads its next page. */
export function MoreButton({ className, text, label, onClick }: MoreButtonProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--outline" aria-label={label} onClick={onClick}>
        {text}
      </button>
    </div>
  );
}
