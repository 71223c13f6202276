import { useTranslation } from 'react-i18next';
import { Form, Switch } from 'antd';

type ShowSwitchProps = { name: (string | number)[]; label: string };

/** A section's show flag, reading Visible or Hidden (docs/product.md §4). */
export function ShowSwitch({ name, label }: ShowSwitchProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} valuePropName="checked" layout="horizontal">
      <Switch
        checkedChildren={t('settingsFields.visible')}
        unCheckedChildren={t('settingsFields.hidden')}
      />
    </Form.Item>
  );
}
