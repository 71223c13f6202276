import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { isHttpUrl, LIMITS } from '@contract/common';
import { type Testimonial, type TestimonialBody } from '@contract/content';
import { useAddTestimonialMutation, useEditTestimonialMutation } from '@/entities/testimonial';
import { changedFields, useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';

type TestimonialFormProps = {
  /** The stored testimonial when editing; absent when adding. */
  stored?: Testimonial;
};

/**
 * Add or edit a video testimonial (docs/product.md §5): name and video are required, and the video must
 * be an absolute http(s) URL; the name's Urdu beside it is optional. Sent as JSON.
 */
export function TestimonialForm({ stored }: TestimonialFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TestimonialBody>();
  const [add] = useAddTestimonialMutation();
  const [edit] = useEditTestimonialMutation();
  const { save, saving } = useSaveForm(routePaths.adminTestimonials);
  const canSave = useFilled(form, ['name', 'video']);

  const onFinish = (values: TestimonialBody) => {
    const body = {
      name: values.name.trim(),
      nameUr: (values.nameUr ?? '').trim(),
      video: values.video.trim(),
    };
    return save(() =>
      stored
        ? edit({ id: stored.id, changes: changedFields(body, stored) }).unwrap()
        : add(body).unwrap(),
    );
  };

  return (
    <Form<TestimonialBody>
      form={form}
      name="testimonial"
      layout="vertical"
      initialValues={
        stored ? { name: stored.name, nameUr: stored.nameUr ?? '', video: stored.video } : undefined
      }
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
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminTestimonials} />
    </Form>
  );
}
