import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { urduOf } from '@contract';
import { useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';
import type { ImageResourceForm as FormDeclaration } from '../model/types';

/** The text fields by name, and the chosen image. */
type Values = { [name: string]: unknown; image?: File };

type ImageResourceFormProps<Item, Fields> = {
  form: FormDeclaration<Fields>;
  listPath: string;
  imageOf: (item: Item) => string;
  /** The stored item to edit; without it the form adds a new one. */
  stored?: Item;
};

/**
 * Add or edit an item made of required text fields and one image (SPEC.md §5): a new item needs
 * them all; an edit keeps the stored image unless a new one is chosen, and sends every field.
 * Each text is edited in English and in Urdu side by side; a blank Urdu stores none.
 */
export function ImageResourceForm<Item extends { id: number }, Fields extends object>({
  form: { fields, imageLabel, kind, useAdd, useEdit },
  listPath,
  imageOf,
  stored,
}: ImageResourceFormProps<Item, Fields>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [add] = useAdd();
  const [edit] = useEdit();
  const { save, saving } = useSaveForm(listPath);
  const names = fields.map(({ name }) => name);
  // Every text has its Urdu beside it; English is required, Urdu optional.
  const allNames = names.flatMap((name) => [name, urduOf(name)]);
  const canSave = useFilled(form, stored ? names : [...names, 'image']);
  const required = { required: true, message: t('adminCommon.required') };
  const current = stored as Record<string, unknown> | undefined;

  const submit = (values: Values) => {
    const sent = Object.fromEntries(
      allNames.map((name) => [name, String(values[name] ?? '').trim()]),
    ) as Fields;
    const { image } = values;
    if (stored) return save(() => edit({ id: stored.id, fields: sent, image }).unwrap());
    if (image) return save(() => add({ fields: sent, image }).unwrap());
    return undefined;
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={Object.fromEntries(allNames.map((name) => [name, current?.[name] ?? '']))}
      onFinish={submit}
    >
      {fields.map(({ name, label, maxLength }) => (
        <BilingualField
          key={name}
          name={name}
          label={t(label)}
          maxLength={maxLength}
          rules={[{ ...required, whitespace: true }]}
        />
      ))}
      <Form.Item name="image" label={t(imageLabel)} rules={stored ? [] : [required]}>
        <AdminImageField kind={kind} currentUrl={stored && imageOf(stored)} />
      </Form.Item>
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={listPath} />
    </Form>
  );
}
