import { useTranslation } from 'react-i18next';
import { Form, Radio } from 'antd';
import { THEME_COLORS } from '@contract/settings';

/** The site's colour: one of five (docs/product.md §9), each shown with its swatch. */
export function ThemePanel() {
  const { t } = useTranslation();
  return (
    <Form.Item name={['theme', 'color']} label={t('settingsFields.themeColor')}>
      <Radio.Group className="settings-theme">
        {THEME_COLORS.map((color) => (
          <Radio key={color} value={color} className="settings-theme__option">
            <span
              className="settings-theme__swatch"
              // The public site's own colour variables (app/styles/theme.css).
              style={{ background: `var(--theme-${color})` }}
              aria-hidden="true"
            />
            {t(`settingsThemes.${color}`)}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
