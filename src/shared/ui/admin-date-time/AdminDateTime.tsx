import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/shared/lib/format';

type AdminDateTimeProps = {
  /** ISO 8601. */
  at: string;
  /** The trust's time zone (the `timeZone` setting), whose clock it is read on. */
  timeZone: string;
};

/**
 * A moment as the admin reads it: date and time in the admin's language on the trust's clock,
 * kept left to right inside an Urdu line (the bidi algorithm would otherwise reorder its
 * numbers and words).
 */
export function AdminDateTime({ at, timeZone }: AdminDateTimeProps) {
  const { i18n } = useTranslation();
  return (
    <bdi dir="ltr">
      <time dateTime={at}>{formatWhen(at, i18n.language, timeZone)}</time>
    </bdi>
  );
}
