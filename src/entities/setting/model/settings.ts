import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { type Localized } from '@contract/common';
import {
  DEFAULT_THEME_COLOR,
  THEME_COLORS,
  settingsByName,
  type SectionToggle,
  type SettingContents,
  type ThemeColor,
} from '@contract/settings';
import { selectLanguage } from '@/shared/i18n';
import { useGetSettingsQuery } from '../api/settingApi';
import { localize } from '../lib/localize';

/** The settings as a lookup from name to content; empty until they have arrived. */
export function useSettings(): Partial<SettingContents> {
  const { data } = useGetSettingsQuery();
  return useMemo(() => settingsByName(data ?? []), [data]);
}

/** Whether a show flag is on; off until the settings have arrived. */
export function useShown(flag: SectionToggle): boolean {
  return useSettings()[flag]?.show === true;
}

export function useThemeColor(): ThemeColor {
  const color = useSettings().theme?.color;
  return color !== undefined && THEME_COLORS.includes(color) ? color : DEFAULT_THEME_COLOR;
}

/** Content in the current language, with English where that language's field is empty. */
export function useLocalized<T>(content: Localized<T> | undefined): T | undefined {
  const language = useSelector(selectLanguage);
  return useMemo(
    () => (content === undefined ? undefined : localize(content, language)),
    [content, language],
  );
}
