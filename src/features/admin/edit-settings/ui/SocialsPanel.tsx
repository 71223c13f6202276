import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { useFieldRules } from '../lib/fieldRules';

const NETWORKS = ['facebook', 'twitter', 'linkedIn'] as const;

/** The footer's social links: an http(s) address each, or empty for a placeholder. */
export function SocialsPanel() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return NETWORKS.map((network) => (
    <Form.Item
      key={network}
      name={['socials', network]}
      label={t(`settingsFields.${network}`)}
      rules={rules.url}
    >
      <Input type="url" dir="ltr" placeholder={t('settingsFields.urlPlaceholder')} />
    </Form.Item>
  ));
}
