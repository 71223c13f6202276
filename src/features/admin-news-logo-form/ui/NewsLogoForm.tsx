import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LIMITS, type NewsLogo } from '@contract';
import { useAddNewsLogoMutation, useEditNewsLogoMutation } from '@/entities/news-logo';
import { useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';

type NewsLogoFormValues = { name: string; image?: File };

type NewsLogoFormProps = {
  /** The stored logo to edit; without it the form adds a new one. */
  logo?: NewsLogo;
};

/** Add or edit a news source logo: name and image (SPEC.md §5; names are unique). */
export function NewsLogoForm({ logo }: NewsLogoFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewsLogoFormValues>();
  const [addNewsLogo] = useAddNewsLogoMutation();
  const [editNewsLogo] = useEditNewsLogoMutation();
  const { save, saving } = useSaveForm(routePaths.adminNewsLogos);
  // An edit keeps the stored image unless a new one is chosen.
  const canSave = useFilled(form, logo ? ['name'] : ['name', 'image']);
  const required = { required: true, message: t('adminCommon.required') };

  const submit = ({ name, image }: NewsLogoFormValues) => {
    const fields = { name: name.trim() };
    if (logo) return save(() => editNewsLogo({ id: logo.id, fields, image }).unwrap());
    if (image) return save(() => addNewsLogo({ fields, image }).unwrap());
    return undefined;
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: logo?.name ?? '' }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label={t('adminNewsLogos.name')}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input maxLength={LIMITS.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="image" label={t('adminNewsLogos.image')} rules={logo ? [] : [required]}>
        <AdminImageField kind="newsLogo" currentUrl={logo?.image} />
      </Form.Item>
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminNewsLogos} />
    </Form>
  );
}
