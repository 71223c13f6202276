import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { isHttpUrl, LIMITS } from '@contract/common';
import { type Testimonial, type TestimonialBody } from '@contract/content';
import { useTrustTimeZone } from '@/entities/setting';
import { useAddTestimonialMutation, useEditTestimonialMutation } from '@/entities/testimonial';
import { changedFields, useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import {
  PublishingFields,
  usePublishingForm,
  type PublishingValues,
} from '@/shared/ui/admin-publishing';

/** What the form holds: the testimonial's texts and its publishing block. */
type Values = TestimonialBody & { publishing: PublishingValues };

type TestimonialFormProps = {
  /** The stored testimonial when editing; absent when adding. */
  stored?: Testimonial;
};

/**
 * Add or edit a video testimonial (docs/product.md §5): name and video are required, and the video must
 * be an absolute http(s) URL; the name's Urdu beside it is optional; its publishing (issue 31).
 * Sent as JSON.
 */
export function TestimonialForm({ stored }: TestimonialFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [add] = useAddTestimonialMutation();
  const [edit] = useEditTestimonialMutation();
  const { save, saving } = useSaveForm(routePaths.adminTestimonials);
  const canSave = useFilled(form, ['name', 'video']);
  const timeZone = useTrustTimeZone();
  const publishing = usePublishingForm(stored, { timeZone, cleared: null });

  const onFinish = (values: Values) => {
    const body = {
      name: values.name.trim(),
      nameUr: (values.nameUr ?? '').trim(),
      video: values.video.trim(),
    };
    // The contract's body takes the publishing fields too (issue 31); JSON clears with null.
    const publishingSent = publishing.fieldsOf(values.publishing) as Partial<TestimonialBody>;
    return save(() =>
      stored
        ? edit({
            id: stored.id,
            changes: { ...changedFields(body, stored), ...publishingSent },
          }).unwrap()
        : add({ ...body, ...publishingSent }).unwrap(),
    );
  };

  return (
    <Form<Values>
      form={form}
      name="testimonial"
      layout="vertical"
      initialValues={{
        ...(stored && { name: stored.name, nameUr: stored.nameUr ?? '', video: stored.video }),
        publishing: publishing.initial,
      }}
      onFinish={onFinish}
    >
      <BilingualField
        name="name"
        label={t('adminTestimonials.name')}
        maxLength={LIMITS.name}
        rules={[
          { required: true, whitespace: true, message: t('adminCommon.required') },
          { max: LIMITS.name, message: t('adminFields.tooLong', { max: LIMITS.name }) },
        ]}
      />
      <Form.Item
        label={t('adminTestimonials.video')}
        name="video"
        extra={t('adminTestimonials.videoHint')}
        rules={[
          { required: true, whitespace: true, message: t('adminCommon.required') },
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || isHttpUrl(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('adminTestimonials.videoInvalid'))),
          },
        ]}
      >
        <Input inputMode="url" dir="ltr" placeholder={t('adminFields.urlPlaceholder')} />
      </Form.Item>
      <PublishingFields timeZone={timeZone} />
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminTestimonials} />
    </Form>
  );
}
