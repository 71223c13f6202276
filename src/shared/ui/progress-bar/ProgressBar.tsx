import './ProgressBar.css';

type ProgressBarProps = {
  /** The true percentage; it may pass 100. */
  value: number;
  label: string;
};

/** The fill stops at its track while `aria-valuenow` keeps the true value. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const fill = Math.min(Math.max(value, 0), 100);
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="progress-bar__fill" style={{ inlineSize: `${fill}%` }} />
    </div>
  );
}
