import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../lib/fieldRules';
import { LocalizedFields } from './LocalizedFields';

/** The About section's heading and text in both languages. */
export function AboutPanel() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <LocalizedFields
      fields={[
        {
          key: 'heading',
          label: t('settingsFields.heading'),
          path: (language) => ['about', language, 'heading'],
          rules: rules.line,
        },
        {
          key: 'text',
          label: t('settingsFields.text'),
          path: (language) => ['about', language, 'text'],
          rules: rules.paragraph,
          multiline: true,
        },
      ]}
    />
  );
}
