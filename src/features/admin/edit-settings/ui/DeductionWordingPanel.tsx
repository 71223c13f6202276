import { useTranslation } from 'react-i18next';
import { Button, ConfigProvider, Form, Input, Typography } from 'antd';
import { isFinancialYear } from '@contract/common';
import { RECEIPT_WORDING_LIMITS, type DeductionWording } from '@contract/settings';
import { WRITTEN_NAMES, useWordingRules } from '../lib/wordingRules';
import { LocalizedFields } from './LocalizedFields';

const LIST = ['receiptWording', 'deductions'];

const BLANK: DeductionWording = { fromYear: '', section: '', sectionUr: '', text: '', textUr: '' };

/** `onRemove` is absent for the last wording (a receipt always has one) and for a reader. */
type WordingProps = { name: number; onRemove?: () => void };

/** One wording: the year it applies from, then its section and sentence in both languages. */
function WordingFields({ name, onRemove }: WordingProps) {
  const { t } = useTranslation();
  const rules = useWordingRules();
  const year = Form.useWatch([...LIST, name, 'fromYear']) as string | undefined;
  const title =
    year && isFinancialYear(year.trim())
      ? t('settingsWording.wordingFrom', { year: year.trim() })
      : t('settingsWording.newWording');

  return (
    <fieldset className="settings-wording">
      <legend className="settings-language__legend">{title}</legend>
      <div className="settings-wording__year">
        <Form.Item
          name={[name, 'fromYear']}
          label={t('settingsWording.fromYear')}
          extra={t('settingsWording.fromYearHint')}
          rules={rules.fromYear(name)}
        >
          <Input dir="ltr" maxLength={7} autoComplete="off" placeholder="2026-27" />
        </Form.Item>
        {onRemove && (
          <Form.Item label=" " colon={false}>
            <Button onClick={onRemove} danger>
              {t('settingsWording.remove')}
            </Button>
          </Form.Item>
        )}
      </div>
      <LocalizedFields
        fields={[
          {
            key: 'section',
            label: t('settingsWording.section'),
            path: (language) => [name, language === 'en' ? 'section' : 'sectionUr'],
            rules: rules.section,
          },
          {
            key: 'text',
            label: t('settingsWording.text'),
            path: (language) => [name, language === 'en' ? 'text' : 'textUr'],
            rules: rules.text,
            multiline: true,
          },
        ]}
      />
    </fieldset>
  );
}

/**
 * What receipts say of the donor's tax deduction (the `receipt-wording` setting): a wording per
 * financial year it starts in, each with its section and sentence in English and Urdu. Only an
 * Owner changes them; anyone else reads them (docs/product.md §6).
 */
export function DeductionWordingPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();

  return (
    <ConfigProvider componentDisabled={readOnly || undefined}>
      {readOnly && <Typography.Paragraph>{t('ownerPassword.ownerOnly')}</Typography.Paragraph>}
      <Typography.Paragraph>{t('settingsWording.intro', WRITTEN_NAMES)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('settingsWording.accountant')}
      </Typography.Paragraph>
      <Form.List name={LIST}>
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <WordingFields
                key={key}
                name={name}
                onRemove={!readOnly && fields.length > 1 ? () => remove(name) : undefined}
              />
            ))}
            {!readOnly && fields.length < RECEIPT_WORDING_LIMITS.wordings && (
              <Button onClick={() => add({ ...BLANK })}>{t('settingsWording.add')}</Button>
            )}
          </>
        )}
      </Form.List>
    </ConfigProvider>
  );
}
