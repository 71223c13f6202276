import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Select } from 'antd';
import { LANGUAGES } from '@contract/pages';
import { LANGUAGE_NAMES } from '@/shared/i18n';

/**
 * What the donor hears from the trust: the language of their mails, whether their receipt is
 * mailed (only with an e-mail, ticked unless the admin unticks it) and whether they asked for
 * the project's updates (kept as their consent; it needs an e-mail).
 */
export function DonorMailFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const email = Form.useWatch('donorEmail', form) as string | undefined;
  const hasEmail = Boolean(email?.trim());

  return (
    <>
      <Form.Item
        label={t('adminGifts.donorLanguage')}
        name="donorLanguage"
        extra={t('adminGifts.donorLanguageHint')}
      >
        <Select
          options={LANGUAGES.map((language) => ({
            value: language,
            title: LANGUAGE_NAMES[language],
            label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
          }))}
        />
      </Form.Item>
      {hasEmail && (
        <Form.Item name="sendReceipt" valuePropName="checked">
          <Checkbox>{t('adminGifts.sendReceipt')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        name="wantsUpdates"
        valuePropName="checked"
        extra={hasEmail ? undefined : t('adminGifts.updatesNeedEmail')}
      >
        <Checkbox disabled={!hasEmail}>{t('adminGifts.wantsUpdates')}</Checkbox>
      </Form.Item>
    </>
  );
}
