import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../lib/fieldRules';
import { LocalizedFields, useSectionText } from './LocalizedFields';
import { ShowSwitch } from './ShowSwitch';

/** The hero: shown or not, and its texts in both languages (the heading keeps its line breaks). */
export function HeroPanel() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const text = useSectionText('hero');
  return (
    <>
      <ShowSwitch name={['hero', 'show']} label={t('settingsFields.show')} />
      <LocalizedFields
        fields={[
          text('heading', rules.line, true),
          text('subHeading', rules.paragraph, true),
          text('action', rules.line),
        ]}
      />
    </>
  );
}
