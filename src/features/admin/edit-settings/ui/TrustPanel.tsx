import { useTranslation } from 'react-i18next';
import { Button, Col, ConfigProvider, Form, Input, Row, Select, Typography } from 'antd';
import { REGISTRATION_KINDS } from '@contract/settings';
import { useFieldRules } from '../lib/fieldRules';
import { useTrustRules } from '../lib/trustRules';
import { LocalizedFields } from './LocalizedFields';

const upperCase = (event: { target: { value: string } }) => event.target.value.toUpperCase();

/**
 * The trust as donors and receipts need it (the `trust` entry, issue 13): its address, PAN,
 * UPI ID and payee, the address donors write to about their data (issue 29), and its
 * registrations (80G, 12A, CSR-1, NGO Darpan, FCRA), each at most once.
 * Only an Owner changes them; anyone else reads them (docs/product.md §6).
 */
export function TrustPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const trust = useTrustRules();
  const kinds = REGISTRATION_KINDS.map((kind) => ({
    value: kind,
    label: t(`registrationKind.${kind}`),
  }));

  return (
    <ConfigProvider componentDisabled={readOnly || undefined}>
      {readOnly && <Typography.Paragraph>{t('ownerPassword.ownerOnly')}</Typography.Paragraph>}
      <LocalizedFields
        fields={[
          {
            key: 'address',
            label: t('settingsTrust.address'),
            path: (language) => ['trust', 'address', language],
            rules: rules.paragraph,
            multiline: true,
          },
        ]}
      />
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={8}>
          <Form.Item
            name={['trust', 'pan']}
            label={t('settingsTrust.pan')}
            rules={trust.pan}
            getValueFromEvent={upperCase}
          >
            <Input dir="ltr" autoComplete="off" maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name={['trust', 'upiId']} label={t('settingsTrust.upiId')} rules={trust.upiId}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item
            name={['trust', 'upiPayee']}
            label={t('settingsTrust.upiPayee')}
            rules={rules.name}
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['trust', 'privacyContact']}
        label={t('settingsTrust.privacyContact')}
        extra={t('settingsTrust.privacyContactHelp')}
        rules={trust.privacyContact}
      >
        <Input type="email" dir="ltr" autoComplete="off" />
      </Form.Item>
      <fieldset className="settings-language">
        <legend className="settings-language__legend">{t('settingsTrust.registrations')}</legend>
        <Form.List name={['trust', 'registrations']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Row key={key} gutter={[16, 0]} align="bottom">
                  <Col xs={24} lg={7}>
                    <Form.Item
                      name={[name, 'kind']}
                      label={t('settingsTrust.kind')}
                      rules={trust.kind(name)}
                    >
                      <Select options={kinds} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={6}>
                    <Form.Item
                      name={[name, 'number']}
                      label={t('settingsTrust.number')}
                      rules={trust.number}
                    >
                      <Input dir="ltr" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12} lg={4}>
                    <Form.Item name={[name, 'validFrom']} label={t('settingsTrust.validFrom')}>
                      <Input type="date" dir="ltr" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12} lg={4}>
                    <Form.Item
                      name={[name, 'validUntil']}
                      label={t('settingsTrust.validUntil')}
                      rules={trust.validUntil(name)}
                      dependencies={[['trust', 'registrations', name, 'validFrom']]}
                    >
                      <Input type="date" dir="ltr" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={3} hidden={readOnly}>
                    <Form.Item>
                      <Button onClick={() => remove(name)} danger>
                        {t('settingsTrust.remove')}
                      </Button>
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              {!readOnly && fields.length < REGISTRATION_KINDS.length && (
                <Button
                  onClick={() =>
                    add({ kind: undefined, number: '', validFrom: '', validUntil: '' })
                  }
                >
                  {t('settingsTrust.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </fieldset>
    </ConfigProvider>
  );
}
