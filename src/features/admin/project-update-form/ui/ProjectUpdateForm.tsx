import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DatePicker, Form, InputNumber } from 'antd';
import { LIMITS } from '@contract/common';
import type { ProjectUpdate, ProjectUpdateFields } from '@contract/content';
import {
  useAddProjectUpdateMutation,
  useEditProjectUpdateMutation,
} from '@/entities/project-update';
import { useTrustTimeZone } from '@/entities/setting';
import { saveFailureKey, useFilled } from '@/shared/lib/admin-form';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { PublishingFields, usePublishingForm } from '@/shared/ui/admin-publishing';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import {
  initialValues,
  isAfterToday,
  isSpent,
  SHOWN_DATE,
  toChanges,
  toFields,
  type UpdateFormValues,
} from '../lib/formValues';
import { PhotosField } from './PhotosField';
import './ProjectUpdateForm.css';

type ProjectUpdateFormProps = {
  projectId: string;
  /** The stored update when editing; absent when adding. */
  stored?: ProjectUpdate;
  /** Saved or cancelled: the form is done. */
  onDone: () => void;
};

/**
 * Add or edit a project's update (docs/product.md §3): its text in English and in Urdu (both
 * required), the date (today unless picked; never after today), what it reports was spent, its
 * photos, and, when adding, whether to notify the donors who asked for updates (off unless
 * ticked). The lists reload through the mutations' tags.
 */
export function ProjectUpdateForm({ projectId, stored, onDone }: ProjectUpdateFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpdateFormValues>();
  const [add, adding] = useAddProjectUpdateMutation();
  const [edit, editing] = useEditProjectUpdateMutation();
  const canSave = useFilled(form, ['text', 'textUr', 'date']);
  const timeZone = useTrustTimeZone();
  const publishing = usePublishingForm(stored, { timeZone, cleared: '' });

  const onFinish = async (values: UpdateFormValues) => {
    const images = values.photos.added;
    // The contract's fields take the publishing ones too (issue 31).
    const publishingSent = publishing.fieldsOf(values.publishing) as Partial<ProjectUpdateFields>;
    try {
      if (stored) {
        const fields = { ...toChanges(values, stored), ...publishingSent };
        await edit({ projectId, id: stored.id, fields, images }).unwrap();
      } else {
        const fields = { ...toFields(values), ...publishingSent };
        await add({ projectId, fields, images }).unwrap();
      }
      notifySuccess(t('adminCommon.saved'));
      onDone();
    } catch (error) {
      const key = saveFailureKey(error);
      if (key) notifyError(t(key));
    }
  };

  const required = { required: true, message: t('adminCommon.required') };
  const text = [
    { ...required, whitespace: true },
    { max: LIMITS.text, message: t('adminFields.tooLong', { max: LIMITS.text }) },
  ];
  return (
    <Form<UpdateFormValues>
      form={form}
      name={stored ? `project-update-${stored.id}` : 'project-update'}
      aria-label={t(stored ? 'adminProjectUpdates.editHeading' : 'adminProjectUpdates.addHeading')}
      layout="vertical"
      initialValues={{ ...initialValues(stored), publishing: publishing.initial }}
      onFinish={onFinish}
    >
      <BilingualField
        name="text"
        label={t('adminProjectUpdates.text')}
        extra={t('adminProjectUpdates.textHint')}
        maxLength={LIMITS.text}
        multiline
        rules={text}
        urduRules={text}
      />
      <Form.Item label={t('adminProjectUpdates.date')} name="date" rules={[required]}>
        <DatePicker
          inputReadOnly
          allowClear={false}
          format={SHOWN_DATE}
          disabledDate={isAfterToday}
          className="update-form__date"
        />
      </Form.Item>
      <Form.Item
        label={t('adminProjectUpdates.spent')}
        name="spent"
        extra={t('adminProjectUpdates.spentHint')}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              isSpent(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('adminProjectUpdates.spentInvalid'))),
          },
        ]}
      >
        <InputNumber<number> step={1000} controls={false} className="update-form__spent" />
      </Form.Item>
      <Form.Item label={t('adminProjectUpdates.photos')} name="photos">
        <PhotosField />
      </Form.Item>
      <PublishingFields timeZone={timeZone} />
      {!stored && (
        <Form.Item
          name="notify"
          valuePropName="checked"
          extra={t('adminProjectUpdates.notifyHint')}
        >
          <Checkbox>{t('adminProjectUpdates.notify')}</Checkbox>
        </Form.Item>
      )}
      <div className="update-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canSave}
          loading={adding.isLoading || editing.isLoading}
        >
          {t('adminCommon.save')}
        </Button>
        <Button onClick={onDone}>{t('adminCommon.cancel')}</Button>
      </div>
    </Form>
  );
}
