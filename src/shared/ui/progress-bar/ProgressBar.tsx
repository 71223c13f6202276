import './ProgressBar.css';

type ProgressBarProps = {
  /** The true percentage; it may pass 100. */
  value: number;
  label: string;
};

/**
 * The fill stops at its track while `aria-valuenow` keeps the true value. ARIA wants the value
 * inside its range, so past 100 the range's end moves up to it; `aria-valuetext` then says the
 * true percentage, which a reader would otherwise compute as 100% of the wider range.
 */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const fill = Math.min(Math.max(value, 0), 100);
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(value, 100)}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <div className="progress-bar__fill" style={{ inlineSize: `${fill}%` }} />
    </div>
  );
}
