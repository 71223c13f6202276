import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { SECTION_TOGGLES, SETTING_NAMES, type SettingName } from '@contract/settings';
import { HistoryButton } from './HistoryButton';

/** Each settings entry's name as its panel on the settings screen calls it. */
function entryLabelKey(name: SettingName): ParseKeys {
  if ((SECTION_TOGGLES as readonly string[]).includes(name))
    return `settingsToggles.${name}` as ParseKeys;
  if (name === 'receipt-wording') return 'settingsPanels.receiptWording';
  return `settingsPanels.${name}` as ParseKeys;
}

/**
 * The settings' history (issue 31): one drawer for every entry, the admin choosing which; the
 * hero's first. A restore starts the settings' form again from what is saved (`onRestored`).
 */
export function SettingsHistoryButton({ onRestored }: { onRestored: () => void }) {
  const { t } = useTranslation();
  const choices = SETTING_NAMES.map((name) => ({
    value: name,
    label: String(t(entryLabelKey(name))),
  }));
  return (
    <HistoryButton
      item={{ kind: 'settings', itemId: SETTING_NAMES[0] }}
      name={t('adminSettings.heading')}
      choices={choices}
      onRestored={onRestored}
    />
  );
}
