import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LIMITS, type Highlight } from '@contract';
import { useAddHighlightMutation, useEditHighlightMutation } from '@/entities/highlight';
import { useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';

type HighlightFormValues = { heading: string; subHeading: string; image?: File };

type HighlightFormProps = {
  /** The stored highlight to edit; without it the form adds a new one. */
  highlight?: Highlight;
};

/** Add or edit a highlight: heading, sub-heading and image (JPEG, PNG or GIF; SPEC.md §5). */
export function HighlightForm({ highlight }: HighlightFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HighlightFormValues>();
  const [addHighlight] = useAddHighlightMutation();
  const [editHighlight] = useEditHighlightMutation();
  const { save, saving } = useSaveForm(routePaths.adminHighlights);
  const texts = ['heading', 'subHeading'];
  // An edit keeps the stored image unless a new one is chosen.
  const canSave = useFilled(form, highlight ? texts : [...texts, 'image']);
  const required = { required: true, message: t('adminCommon.required') };
  const text = [{ ...required, whitespace: true }];

  const submit = ({ heading, subHeading, image }: HighlightFormValues) => {
    const fields = { heading: heading.trim(), subHeading: subHeading.trim() };
    if (highlight) return save(() => editHighlight({ id: highlight.id, fields, image }).unwrap());
    if (image) return save(() => addHighlight({ fields, image }).unwrap());
    return undefined;
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ heading: highlight?.heading ?? '', subHeading: highlight?.subHeading ?? '' }}
      onFinish={submit}
    >
      <Form.Item name="heading" label={t('adminHighlights.headingField')} rules={text}>
        <Input maxLength={LIMITS.heading} autoComplete="off" />
      </Form.Item>
      <Form.Item name="subHeading" label={t('adminHighlights.subHeading')} rules={text}>
        <Input maxLength={LIMITS.heading} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="image"
        label={t('adminHighlights.image')}
        rules={highlight ? [] : [required]}
      >
        <AdminImageField kind="highlight" currentUrl={highlight?.image} />
      </Form.Item>
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminHighlights} />
    </Form>
  );
}
