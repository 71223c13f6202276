import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { LIMITS } from '@contract/common';
import { PROJECT_STATUSES, type Project, type ProjectPatchFields } from '@contract/content';
import { projectImageUrl, useAddProjectMutation, useEditProjectMutation } from '@/entities/project';
import { useTrustTimeZone } from '@/entities/setting';
import { changedFields, useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';
import { PublishingFields, usePublishingForm } from '@/shared/ui/admin-publishing';
import {
  editableFields,
  initialValues,
  suggestProjectId,
  toFields,
  type ProjectFormValues,
} from '../lib/formValues';
import { rupeesRule, urlRule } from '../lib/rules';
import { ProjectIdField } from './ProjectIdField';
import './ProjectForm.css';

const EDIT_REQUIRED = ['title', 'projectDetails', 'goal', 'link'] as const;
// A new project also needs its address and its photo.
const ADD_REQUIRED = [...EDIT_REQUIRED, 'projectId', 'image'] as const;

type ProjectFormProps = {
  /** The stored project when editing; absent when adding. */
  stored?: Project;
};

/**
 * Add or edit a project: title, projectId (add only, suggested from the title), photo, details,
 * goal in whole rupees, donation link, status and whether it accepts Zakat. A taken projectId
 * answers 409.
 */
export function ProjectForm({ stored }: ProjectFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectFormValues>();
  const [add] = useAddProjectMutation();
  const [edit] = useEditProjectMutation();
  const { save, saving } = useSaveForm(routePaths.adminProjects);
  // The suggestion follows the title until the admin types a projectId of their own.
  const ownProjectId = useRef(false);
  const canSave = useFilled(form, stored ? EDIT_REQUIRED : ADD_REQUIRED);
  const timeZone = useTrustTimeZone();
  // A project's own `status` is active or completed: its publishing state is `publishStatus`.
  const publishing = usePublishingForm(stored, {
    timeZone,
    statusKey: 'publishStatus',
    cleared: '',
  });

  const onValuesChange = (changed: Partial<ProjectFormValues>) => {
    if (stored) return;
    if (changed.projectId !== undefined) ownProjectId.current = changed.projectId.trim() !== '';
    if (changed.title !== undefined && !ownProjectId.current) {
      form.setFieldValue('projectId', suggestProjectId(changed.title));
    }
  };

  const onFinish = (submitted: ProjectFormValues) => {
    const fields = toFields(submitted, stored?.projectId);
    // The contract's fields take the publishing ones too (issue 31).
    const publishingSent = publishing.fieldsOf(submitted.publishing) as ProjectPatchFields;
    const { image } = submitted;
    // An edit keeps the stored image unless a new one was chosen; an add needs one.
    if (stored) {
      return save(() =>
        edit({
          projectId: stored.projectId,
          fields: { ...changedFields(editableFields(fields), stored), ...publishingSent },
          image,
        }).unwrap(),
      );
    }
    if (image) return save(() => add({ fields: { ...fields, ...publishingSent }, image }).unwrap());
    return undefined;
  };

  const required = { required: true, message: t('adminCommon.required') };
  const text = { ...required, whitespace: true };
  return (
    <Form<ProjectFormValues>
      form={form}
      name="project"
      layout="vertical"
      initialValues={{ ...initialValues(stored), publishing: publishing.initial }}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
    >
      <BilingualField
        name="title"
        label={t('adminProjects.title')}
        maxLength={LIMITS.heading}
        rules={[
          text,
          { max: LIMITS.heading, message: t('adminFields.tooLong', { max: LIMITS.heading }) },
        ]}
      />
      <ProjectIdField fixed={stored?.projectId} />
      <Form.Item label={t('adminProjects.image')} name="image" rules={stored ? [] : [required]}>
        <AdminImageField kind="project" currentUrl={stored && projectImageUrl(stored.image)} />
      </Form.Item>
      <BilingualField
        name="projectDetails"
        label={t('adminProjects.details')}
        extra={t('adminProjects.detailsHint')}
        maxLength={LIMITS.text}
        multiline
        rules={[
          text,
          { max: LIMITS.text, message: t('adminFields.tooLong', { max: LIMITS.text }) },
        ]}
      />
      <Form.Item
        label={t('adminProjects.goal')}
        name="goal"
        rules={[required, rupeesRule(t('adminProjects.goalInvalid'))]}
      >
        <InputNumber<number> step={1000} controls={false} className="project-form__goal" />
      </Form.Item>
      <Form.Item
        label={t('adminProjects.link')}
        name="link"
        rules={[text, urlRule(t('adminFields.urlInvalid'))]}
      >
        <Input inputMode="url" dir="ltr" placeholder={t('adminFields.urlPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('adminProjects.status')} name="status">
        <Radio.Group
          options={PROJECT_STATUSES.map((status) => ({
            value: status,
            label: t(`adminProjects.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="acceptsZakat" valuePropName="checked" extra={t('adminProjects.zakatHint')}>
        <Checkbox>{t('adminProjects.acceptsZakat')}</Checkbox>
      </Form.Item>
      <PublishingFields timeZone={timeZone} />
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminProjects} />
    </Form>
  );
}
