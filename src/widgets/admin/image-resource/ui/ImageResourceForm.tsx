import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import { urduOf } from '@contract/pages';
import { useTrustTimeZone } from '@/entities/setting';
import { useFilled, useSaveForm } from '@/shared/lib/admin-form';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import { AdminImageField } from '@/shared/ui/admin-image-field';
import {
  PUBLISHING,
  PublishingFields,
  usePublishingForm,
  type PublishingValues,
} from '@/shared/ui/admin-publishing';
import type { ImageResourceEditForm, ImageResourceForm as FormDeclaration } from '../model/types';

/** The text fields by name, the chosen image and the publishing block. */
type Values = { [name: string]: unknown; image?: File; [PUBLISHING]: PublishingValues };

/** The save of the texts and the chosen image; undefined when there is nothing to send. */
type Send<Fields> = (
  fields: Fields,
  image: File | undefined,
) => (() => Promise<unknown>) | undefined;

type FormProps<Item, Fields> = {
  form: ImageResourceEditForm<Fields>;
  listPath: string;
  imageOf: (item: Item) => string;
  /** The stored item to edit; without it the form adds a new one. */
  stored?: Item;
  send: Send<Fields>;
};

/**
 * Add or edit an item made of required text fields and one image (docs/product.md §5): a new item needs
 * them all; an edit keeps the stored image unless a new one is chosen, and sends every field.
 * Each text is edited in English and in Urdu side by side; a blank Urdu stores none. Its
 * publishing (issue 31) is sent where it changed.
 */
function ItemForm<Item extends { id: number }, Fields extends object>({
  form: { fields, imageLabel, kind },
  listPath,
  imageOf,
  stored,
  send,
}: FormProps<Item, Fields>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSaveForm(listPath);
  const names = fields.map(({ name }) => name);
  // Every text has its Urdu beside it; English is required, Urdu optional.
  const allNames = names.flatMap((name) => [name, urduOf(name)]);
  const canSave = useFilled(form, stored ? names : [...names, 'image']);
  const required = { required: true, message: t('adminCommon.required') };
  const current = stored as Record<string, unknown> | undefined;
  const timeZone = useTrustTimeZone();
  const publishing = usePublishingForm(stored, { timeZone, cleared: '' });

  const submit = (values: Values) => {
    const sent = {
      ...Object.fromEntries(allNames.map((name) => [name, String(values[name] ?? '').trim()])),
      ...publishing.fieldsOf(values[PUBLISHING]),
    } as Fields;
    const run = send(sent, values.image);
    return run && save(run);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        ...Object.fromEntries(allNames.map((name) => [name, current?.[name] ?? ''])),
        [PUBLISHING]: publishing.initial,
      }}
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
      <PublishingFields timeZone={timeZone} />
      <AdminFormActions canSave={canSave} saving={saving} cancelTo={listPath} />
    </Form>
  );
}

type AddProps<Item, Fields> = Omit<FormProps<Item, Fields>, 'form' | 'stored' | 'send'> & {
  form: FormDeclaration<Fields>;
};

/** The add screen's form: every text and the image. */
export function AddImageResourceForm<Item extends { id: number }, Fields extends object>({
  form,
  ...props
}: AddProps<Item, Fields>) {
  const [add] = form.useAdd();
  return (
    <ItemForm
      {...props}
      form={form}
      send={(fields, image) => image && (() => add({ fields, image }).unwrap())}
    />
  );
}

type EditProps<Item, Fields> = Omit<FormProps<Item, Fields>, 'send'> & { stored: Item };

/** The edit screen's form: the stored item's texts, and its image unless a new one is chosen. */
export function EditImageResourceForm<Item extends { id: number }, Fields extends object>(
  props: EditProps<Item, Fields>,
) {
  const [edit] = props.form.useEdit();
  const { id } = props.stored;
  return (
    <ItemForm {...props} send={(fields, image) => () => edit({ id, fields, image }).unwrap()} />
  );
}
