import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select } from 'antd';
import { timeZoneNames } from '@/shared/lib/zoned-time';
import { useFieldRules } from '../lib/fieldRules';
import { LocalizedFields } from './LocalizedFields';

/**
 * The trust's time zone (issue 31), whose clock the admin enters and reads publishing times on:
 * any zone the browser knows, by its IANA name, searchable by typing.
 */
function TimeZoneField() {
  const { t } = useTranslation();
  const stored = Form.useFormInstance().getFieldValue('timeZone') as string;
  const options = useMemo(
    () => timeZoneNames([stored]).map((zone) => ({ value: zone, label: zone })),
    [stored],
  );
  return (
    <Form.Item name="timeZone" label={t('timeZoneSetting.label')} extra={t('timeZoneSetting.hint')}>
      <Select showSearch options={options} />
    </Form.Item>
  );
}

/**
 * The organisation's identity (the `site` entry): its name, the product name on the sign-in
 * page, the support phone and email, the external donation and donor-login pages, the offices;
 * and the trust's time zone (its own `timeZone` entry).
 */
export function SitePanel() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const link = (key: 'donateUrl' | 'donorLoginUrl') => (
    <Col xs={24} lg={12}>
      <Form.Item name={['site', key]} label={t(`settingsFields.${key}`)} rules={rules.url}>
        <Input type="url" dir="ltr" placeholder={t('settingsFields.urlPlaceholder')} />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <LocalizedFields
        fields={[
          {
            key: 'name',
            label: t('settingsFields.name'),
            path: (language) => ['site', 'name', language],
            rules: rules.name,
          },
        ]}
      />
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={12}>
          <Form.Item
            name={['site', 'product']}
            label={t('settingsFields.product')}
            rules={rules.name}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={['site', 'phone']} label={t('settingsFields.phone')} rules={rules.phone}>
            <Input type="tel" dir="ltr" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={['site', 'email']} label={t('settingsFields.email')} rules={rules.email}>
            <Input type="email" dir="ltr" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={[24, 0]}>
        {link('donateUrl')}
        {link('donorLoginUrl')}
      </Row>
      <LocalizedFields
        fields={(['hyderabad', 'bangalore'] as const).map((office) => ({
          key: office,
          label: t(`settingsFields.${office}Office`),
          path: (language) => ['site', 'offices', office, language],
          rules: rules.line,
        }))}
      />
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={12}>
          <TimeZoneField />
        </Col>
      </Row>
    </>
  );
}
