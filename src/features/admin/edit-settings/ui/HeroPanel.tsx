import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../lib/fieldRules';
import { LocalizedFields } from './LocalizedFields';
import { ShowSwitch } from './ShowSwitch';

/** The hero: shown or not, and its texts in both languages (the heading keeps its line breaks). */
export function HeroPanel() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <ShowSwitch name={['hero', 'show']} label={t('settingsFields.show')} />
      <LocalizedFields
        fields={[
          {
            key: 'heading',
            label: t('settingsFields.heading'),
            path: (language) => ['hero', language, 'heading'],
            rules: rules.line,
            multiline: true,
          },
          {
            key: 'subHeading',
            label: t('settingsFields.subHeading'),
            path: (language) => ['hero', language, 'subHeading'],
            rules: rules.paragraph,
            multiline: true,
          },
          {
            key: 'action',
            label: t('settingsFields.action'),
            path: (language) => ['hero', language, 'action'],
            rules: rules.line,
          },
        ]}
      />
    </>
  );
}
