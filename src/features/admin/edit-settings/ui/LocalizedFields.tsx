import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, type FormRule } from 'antd';
import { LANGUAGES, type Language } from '@contract/pages';
import { languageDirection, type KeyIn } from '@/shared/i18n';

type LocalizedField = {
  key: string;
  label: string;
  /** Where the field's text for one language lives in the form. */
  path: (language: Language) => (string | number)[];
  rules: FormRule[];
  multiline?: boolean;
};

/** A field's name that has its label in `settingsFields`. */
type LabelledKey = KeyIn<'settingsFields'>;

/**
 * The fields of a section whose texts are stored per language (`about.en.heading`), each
 * labelled `settingsFields.<key>`.
 */
export function useSectionText(section: 'about' | 'hero' | 'banner') {
  const { t } = useTranslation();
  return (key: LabelledKey, rules: FormRule[], multiline?: boolean): LocalizedField => ({
    key,
    label: t(`settingsFields.${key}`),
    path: (language) => [section, language, key],
    rules,
    multiline,
  });
}

const LANGUAGE_NAME_KEYS = { en: 'settingsFields.english', ur: 'settingsFields.urdu' } as const;

/** The same fields once per language, side by side on wide screens; Urdu is typed right to left. */
export function LocalizedFields({ fields }: { fields: LocalizedField[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 0]}>
      {LANGUAGES.map((language) => (
        <Col key={language} xs={24} lg={12}>
          <fieldset className="settings-language">
            <legend className="settings-language__legend">{t(LANGUAGE_NAME_KEYS[language])}</legend>
            {fields.map((field) => {
              const text = { lang: language, dir: languageDirection(language) };
              return (
                <Form.Item
                  key={field.key}
                  name={field.path(language)}
                  label={field.label}
                  rules={field.rules}
                >
                  {field.multiline ? (
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} {...text} />
                  ) : (
                    <Input {...text} />
                  )}
                </Form.Item>
              );
            })}
          </fieldset>
        </Col>
      ))}
    </Row>
  );
}
