import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { urduOf } from '@contract/pages';
import './BilingualField.css';

type BilingualFieldProps = {
  /** The English field's name; its Urdu is `${name}Ur`. */
  name: string;
  /** The field's label, in the admin's language; the Urdu input's names its language. */
  label: string;
  maxLength: number;
  /** The English input's rules (it is the required one); the Urdu is optional. */
  rules?: Rule[];
  /** The Urdu input's rules, for content whose Urdu is required too (a project's update). */
  urduRules?: Rule[];
  /** Paragraphs rather than a line: two text areas. */
  multiline?: boolean;
  /** A hint under the English input. */
  extra?: string;
};

/**
 * One content text in English and in Urdu, side by side where there is room (one above the
 * other on a phone): the Urdu input right to left, in the site's Nastaliq face, labelled with its
 * language ('Title (Urdu)' / 'عنوان (اردو)') so a screen reader says which is which.
 */
export function BilingualField({
  name,
  label,
  maxLength,
  rules,
  urduRules,
  multiline,
  extra,
}: BilingualFieldProps) {
  const { t } = useTranslation();
  const input = (lang: 'en' | 'ur') =>
    multiline ? (
      <Input.TextArea
        rows={6}
        maxLength={maxLength}
        lang={lang}
        dir={lang === 'ur' ? 'rtl' : 'ltr'}
      />
    ) : (
      <Input
        maxLength={maxLength}
        autoComplete="off"
        lang={lang}
        dir={lang === 'ur' ? 'rtl' : 'ltr'}
      />
    );
  return (
    <div className="admin-bilingual">
      <Form.Item name={name} label={label} rules={rules} extra={extra}>
        {input('en')}
      </Form.Item>
      <Form.Item
        name={urduOf(name)}
        label={t('adminCommon.inUrdu', { field: label })}
        rules={urduRules}
      >
        {input('ur')}
      </Form.Item>
    </div>
  );
}
