import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, type FormInstance } from 'antd';
import type { ChosenImage } from '../model/useChosenImage';
import type { SettingsFormValues } from '../model/formValues';
import { useFieldRules } from '../lib/fieldRules';
import { ImagePicker } from './ImagePicker';
import { LocalizedFields, useSectionText } from './LocalizedFields';
import { ShowSwitch } from './ShowSwitch';

type BannerPanelProps = {
  form: FormInstance<SettingsFormValues>;
  banner: ChosenImage;
};

/** The banner above the hero: shown or not, an image (WebP too), two links and their texts. */
export function BannerPanel({ form, banner }: BannerPanelProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const stored = Form.useWatch(['banner', 'image'], { form, preserve: true }) ?? '';
  const text = useSectionText('banner');

  return (
    <>
      <ShowSwitch name={['banner', 'show']} label={t('settingsFields.show')} />
      <ImagePicker
        kind="banner"
        label={t('settingsFields.bannerImage')}
        hint={t('settingsFields.bannerHint')}
        chosen={banner}
        currentUrl={stored}
      />
      <Row gutter={[24, 0]}>
        {(['actionLink1', 'actionLink2'] as const).map((key) => (
          <Col key={key} xs={24} lg={12}>
            <Form.Item name={['banner', key]} label={t(`settingsFields.${key}`)} rules={rules.url}>
              <Input type="url" dir="ltr" placeholder={t('settingsFields.urlPlaceholder')} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <LocalizedFields
        fields={[
          text('heading', rules.line),
          text('subHeading', rules.paragraph, true),
          text('action1', rules.line),
          text('action2', rules.line),
        ]}
      />
    </>
  );
}
