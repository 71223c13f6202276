import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { urduOf } from '@contract';
import './BilingualField.css';

type BilingualFieldProps = {
  /** The English field's name; its Urdu is `${name}Ur`. */
  name: string;
  /** The field's label, in the admin's language; the Urdu input's names its language. */
  label: string;
  maxLength: number;
  /** The English input's rules (it is the required one); the Urdu is optional. */
  rules?: Rule[];
};

/**
 * One content text in English and in Urdu, side by side where there is room (one above the
 * other on a phone): the Urdu input right to left, in the site's Nastaliq face, labelled with its
 * language ('Title (Urdu)' / 'عنوان (اردو)') so a screen reader says which is which.
 */
export function BilingualField({ name, label, maxLength, rules }: BilingualFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="admin-bilingual">
      <Form.Item name={name} label={label} rules={rules}>
        <Input maxLength={maxLength} autoComplete="off" lang="en" dir="ltr" />
      </Form.Item>
      <Form.Item name={urduOf(name)} label={t('adminCommon.inUrdu', { field: label })}>
        <Input maxLength={maxLength} autoComplete="off" lang="ur" dir="rtl" />
      </Form.Item>
    </div>
  );
}
