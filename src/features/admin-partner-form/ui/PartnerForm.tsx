import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { LIMITS, type Partner } from '@contract';
import { useAddPartnerMutation, useEditPartnerMutation } from '@/entities/partner';
import { useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';

type PartnerFormValues = { name: string; image?: File };

type PartnerFormProps = {
  /** The stored partner to edit; without it the form adds a new one. */
  partner?: Partner;
};

/** Add or edit a partner: name and logo (SPEC.md §5; a new partner needs both). */
export function PartnerForm({ partner }: PartnerFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PartnerFormValues>();
  const [addPartner] = useAddPartnerMutation();
  const [editPartner] = useEditPartnerMutation();
  const { save, saving } = useSaveForm(routePaths.adminPartners);
  // An edit keeps the stored logo unless a new one is chosen.
  const canSave = useFilled(form, partner ? ['name'] : ['name', 'image']);
  const required = { required: true, message: t('adminCommon.required') };

  const submit = ({ name, image }: PartnerFormValues) => {
    const fields = { name: name.trim() };
    if (partner) return save(() => editPartner({ id: partner.id, fields, image }).unwrap());
    if (image) return save(() => addPartner({ fields, image }).unwrap());
    return undefined;
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: partner?.name ?? '' }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label={t('adminPartners.name')}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input maxLength={LIMITS.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="image" label={t('adminPartners.logo')} rules={partner ? [] : [required]}>
        <AdminImageField kind="partner" currentUrl={partner?.logo} />
      </Form.Item>
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={routePaths.adminPartners} />
    </Form>
  );
}
