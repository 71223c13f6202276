import { useTranslation } from 'react-i18next';
import { Form, Input, Radio } from 'antd';
import { PUBLISH_STATES } from '@contract/content';
import { isolateLtr } from '@/shared/lib/bidi';
import './PublishingFields.css';

/** Where a form keeps the publishing block's values (`values.publishing`). */
export const PUBLISHING = 'publishing';

/** The bounds on the trust's wall clock as `datetime-local` values: text that sorts as time. */
const notAfter = (publishAt: unknown, unpublishAt: unknown) =>
  typeof publishAt === 'string' &&
  typeof unpublishAt === 'string' &&
  publishAt !== '' &&
  unpublishAt !== '' &&
  unpublishAt <= publishAt;

/**
 * Every content form's publishing block (issue 31): Draft or Published, and the window in which
 * a published item is public, entered on the trust's clock (the `timeZone` setting) with the
 * browser's own date and time picker. Its values sit under `publishing` in the form's values.
 */
export function PublishingFields({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="publishing-fields">
      <legend>{t('publishing.heading')}</legend>
      <Form.Item name={[PUBLISHING, 'status']} label={t('publishing.status')}>
        <Radio.Group
          className="publishing-fields__status"
          options={PUBLISH_STATES.map((state) => ({
            value: state,
            label: t(`publishing.${state}`),
          }))}
        />
      </Form.Item>
      <div className="publishing-fields__times">
        <Form.Item name={[PUBLISHING, 'publishAt']} label={t('publishing.publishAt')}>
          <Input type="datetime-local" dir="ltr" className="publishing-fields__time" />
        </Form.Item>
        <Form.Item
          name={[PUBLISHING, 'unpublishAt']}
          label={t('publishing.unpublishAt')}
          dependencies={[[PUBLISHING, 'publishAt']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                notAfter(getFieldValue([PUBLISHING, 'publishAt']), value)
                  ? Promise.reject(new Error(t('publishing.notAfter')))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input type="datetime-local" dir="ltr" className="publishing-fields__time" />
        </Form.Item>
      </div>
      <p className="publishing-fields__hint">
        {t('publishing.zoneHint', { zone: isolateLtr(timeZone) })}
      </p>
    </fieldset>
  );
}
