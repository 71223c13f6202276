import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@contract/content';
import { formatWhen } from '@/shared/lib/format';
import { isTimeZone } from '@/shared/lib/zoned-time';
import { useGetSettingsQuery } from '../api/settingApi';

/**
 * The trust's time zone from the settings list (the `timeZone` entry, `{zone}`): the admin
 * enters and reads schedules in it. DEFAULT_TIME_ZONE until one is saved, or while the list
 * is on its way.
 */
export function trustTimeZone(list: readonly { name: string; content: unknown }[]): string {
  const entry = list.find(({ name }) => name === 'timeZone');
  const zone = (entry?.content as { zone?: unknown } | undefined)?.zone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export function useTrustTimeZone(): string {
  const { data } = useGetSettingsQuery();
  return useMemo(() => trustTimeZone(data ?? []), [data]);
}

/** A moment (ISO 8601) as text in the admin's language on the trust's clock (formatWhen). */
export function useTrustTime(): (at: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useTrustTimeZone();
  return useCallback((at) => formatWhen(at, i18n.language, timeZone), [i18n.language, timeZone]);
}
