import { formatDate } from '@/shared/lib/format';

type DateTextProps = {
  /** yyyy-mm-dd */
  date: string;
  className?: string;
};

/**
 * A date as SPEC.md shows it (05 Mar 2024), kept left to right: on an Urdu page the bidi
 * algorithm would otherwise move the day after the month and year ("Mar 2024 05").
 */
export function DateText({ date, className }: DateTextProps) {
  return (
    <time className={className} dateTime={date} dir="ltr">
      {formatDate(date)}
    </time>
  );
}
