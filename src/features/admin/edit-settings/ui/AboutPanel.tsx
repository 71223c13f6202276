import { useFieldRules } from '../lib/fieldRules';
import { LocalizedFields, useSectionText } from './LocalizedFields';

/** The About section's heading and text in both languages. */
export function AboutPanel() {
  const rules = useFieldRules();
  const text = useSectionText('about');
  return (
    <LocalizedFields fields={[text('heading', rules.line), text('text', rules.paragraph, true)]} />
  );
}
