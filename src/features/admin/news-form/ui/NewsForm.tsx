import { useTranslation } from 'react-i18next';
import { DatePicker, Form, Input, Select } from 'antd';
import { isHttpUrl, LIMITS } from '@contract/common';
import { type NewsFields, type NewsItem } from '@contract/content';
import { useAddNewsMutation, useEditNewsMutation } from '@/entities/news-item';
import { useTrustTimeZone } from '@/entities/setting';
import { changedFields, useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';
import { PublishingFields, usePublishingForm } from '@/shared/ui/admin-publishing';
import {
  initialValues,
  SHOWN_DATE,
  storedFields,
  toFields,
  type NewsFormValues,
} from '../lib/formValues';
import { useLogoOptions } from '../model/useLogoOptions';
import './NewsForm.css';

type NewsFormProps = {
  /** The stored item when editing; absent when adding. */
  stored?: NewsItem;
};

/**
 * Add or edit a news item (docs/product.md §5): heading, source logo (from the logos list), link and
 * image are required; the date picker blocks typing and starts at today.
 */
export function NewsForm({ stored }: NewsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewsFormValues>();
  const [add] = useAddNewsMutation();
  const [edit] = useEditNewsMutation();
  const { save, saving } = useSaveForm(routePaths.adminNews);
  const logos = useLogoOptions();
  const timeZone = useTrustTimeZone();
  const publishing = usePublishingForm(stored, { timeZone, cleared: '' });
  // An edit keeps the stored image unless a new one is chosen.
  const canSave = useFilled(
    form,
    stored ? ['heading', 'logo', 'link', 'date'] : ['heading', 'logo', 'link', 'date', 'image'],
  );

  const onFinish = (submitted: NewsFormValues) => {
    const fields = toFields(submitted);
    // The contract's fields take the publishing ones too (issue 31).
    const publishingSent = publishing.fieldsOf(submitted.publishing) as Partial<NewsFields>;
    const { image } = submitted;
    // An edit keeps the stored image unless a new one was chosen; an add needs one.
    if (stored) {
      return save(() =>
        edit({
          id: stored.id,
          fields: { ...changedFields(fields, storedFields(stored)), ...publishingSent },
          image,
        }).unwrap(),
      );
    }
    if (image) return save(() => add({ fields: { ...fields, ...publishingSent }, image }).unwrap());
    return undefined;
  };

  const required = { required: true, message: t('adminCommon.required') };
  return (
    <Form<NewsFormValues>
      form={form}
      name="news"
      layout="vertical"
      initialValues={{ ...initialValues(stored), publishing: publishing.initial }}
      onFinish={onFinish}
    >
      <BilingualField
        name="heading"
        label={t('adminNews.headingField')}
        maxLength={LIMITS.heading}
        rules={[
          { ...required, whitespace: true },
          { max: LIMITS.heading, message: t('adminFields.tooLong', { max: LIMITS.heading }) },
        ]}
      />
      <Form.Item label={t('adminNews.logo')} name="logo" rules={[required]}>
        <Select<number>
          options={logos.options}
          loading={logos.loading}
          placeholder={t('adminNews.logoPlaceholder')}
          optionRender={(option) => (
            <span className="news-form__logo-option">
              <img src={option.data.image} alt="" />
              {option.data.label}
            </span>
          )}
        />
      </Form.Item>
      <Form.Item
        label={t('adminNews.link')}
        name="link"
        rules={[
          { ...required, whitespace: true },
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || isHttpUrl(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('adminFields.urlInvalid'))),
          },
        ]}
      >
        <Input inputMode="url" dir="ltr" placeholder={t('adminFields.urlPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('adminNews.image')} name="image" rules={stored ? [] : [required]}>
        <AdminImageField kind="news" currentUrl={stored?.image} />
      </Form.Item>
      <Form.Item label={t('adminNews.date')} name="date" rules={[required]}>
        {/* Typing is blocked (docs/product.md §5): a date is only picked from the calendar. */}
        <DatePicker inputReadOnly allowClear={false} format={SHOWN_DATE} />
      </Form.Item>
      <PublishingFields timeZone={timeZone} />
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminNews} />
    </Form>
  );
}
