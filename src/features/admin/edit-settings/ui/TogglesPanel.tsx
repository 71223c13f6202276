import { useTranslation } from 'react-i18next';
import { Form, List, Switch } from 'antd';
import { SECTION_TOGGLES } from '@contract/settings';

/** One switch per home-page section, Visible or Hidden (docs/product.md §2). */
export function TogglesPanel() {
  const { t } = useTranslation();
  return (
    <List
      className="settings-toggles"
      dataSource={[...SECTION_TOGGLES]}
      renderItem={(name) => (
        <List.Item>
          <Form.Item
            name={['toggles', name]}
            label={t(`settingsToggles.${name}`)}
            valuePropName="checked"
            layout="horizontal"
            className="settings-toggles__item"
          >
            <Switch
              checkedChildren={t('settingsFields.visible')}
              unCheckedChildren={t('settingsFields.hidden')}
            />
          </Form.Item>
        </List.Item>
      )}
    />
  );
}
