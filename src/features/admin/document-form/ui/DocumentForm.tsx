import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, Input, Select } from 'antd';
import { LIMITS, isFinancialYear } from '@contract/common';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME,
  checkDocumentFile,
  type DocumentKind,
  type TrustDocument,
  type TrustDocumentFields,
  type TrustDocumentPatch,
} from '@contract/documents';
import { useTrustTimeZone } from '@/entities/setting';
import { useAddDocumentMutation, useEditDocumentMutation } from '@/entities/trust-document';
import { changedFields, errorStatus, saveFailureKey, useFilled } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { BilingualField } from '@/shared/ui/admin-bilingual-field';
import { AdminFormActions } from '@/shared/ui/admin-form-frame';
import {
  PublishingFields,
  usePublishingForm,
  type PublishingValues,
} from '@/shared/ui/admin-publishing';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

type Values = {
  year: string;
  title: string;
  titleUr?: string;
  kind: DocumentKind;
  publishing: PublishingValues;
};

/** The file check's message in the admin's language (the contract's are the server's English). */
const fileMessageKey = (message: string) =>
  message === DOCUMENT_MESSAGES.tooLarge ? 'adminDocuments.tooLarge' : 'adminDocuments.notPdf';

/**
 * Add a trust document (issue 13): a PDF of at most 10 MB, its financial year, its kind and its
 * title (the Urdu optional), and its publishing (issue 31). The browser checks the file first;
 * the server decides from its bytes, and a 413 or 415 from it is told in the same words. An
 * edit (`stored`) changes the texts and the publishing; the file stays.
 */
export function DocumentForm({ stored }: { stored?: TrustDocument }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [add] = useAddDocumentMutation();
  const [edit] = useEditDocumentMutation();
  const timeZone = useTrustTimeZone();
  // An edit is JSON, which clears a bound with null.
  const publishing = usePublishingForm(stored, { timeZone, cleared: null });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const filled = useFilled(form, ['year', 'title', 'kind']);

  const choose = (chosen: File | undefined) => {
    const check = chosen ? checkDocumentFile(chosen) : undefined;
    setFile(chosen && check?.ok ? chosen : null);
    setFileError(check && !check.ok ? t(fileMessageKey(check.message)) : null);
  };

  const onFinish = async (values: Values) => {
    if (!stored && !file) return setFileError(t('adminDocuments.fileRequired'));
    setSaving(true);
    try {
      const fields = {
        year: values.year.trim(),
        title: values.title.trim(),
        titleUr: (values.titleUr ?? '').trim(),
        kind: values.kind,
      };
      // The contract's fields take the publishing ones too.
      const publishingSent = publishing.fieldsOf(values.publishing) as TrustDocumentPatch;
      if (stored) {
        const changes = { ...changedFields(fields, stored), ...publishingSent };
        await edit({ id: stored.id, changes }).unwrap();
      } else if (file) {
        // A new document has no stored bound to clear: none of its publishing fields is null.
        const sent = publishingSent as Pick<
          TrustDocumentFields,
          'status' | 'publishAt' | 'unpublishAt'
        >;
        await add({ fields: { ...fields, ...sent }, file }).unwrap();
      }
      notifySuccess(t('adminCommon.saved'));
      await navigate(routePaths.adminDocuments);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 413) notifyError(t('adminDocuments.tooLarge'));
      else if (status === 415) notifyError(t('adminDocuments.notPdf'));
      else {
        const key = saveFailureKey(error);
        if (key) notifyError(t(key));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="document"
      layout="vertical"
      initialValues={{
        ...(stored && {
          year: stored.year,
          title: stored.title,
          titleUr: stored.titleUr ?? '',
          kind: stored.kind,
        }),
        publishing: publishing.initial,
      }}
      onFinish={onFinish}
    >
      {!stored && (
        <Form.Item
          label={t('adminDocuments.file')}
          extra={t('adminDocuments.fileHint')}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
          required
        >
          <input
            type="file"
            accept={DOCUMENT_MIME}
            aria-label={t('adminDocuments.file')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('adminDocuments.year')}
        name="year"
        extra={t('adminDocuments.yearHint')}
        rules={[
          { required: true, whitespace: true, message: t('adminCommon.required') },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value?.trim() && !isFinancialYear(value.trim()))
                throw new Error(t('adminDocuments.yearInvalid'));
            },
          },
        ]}
      >
        <Input dir="ltr" inputMode="numeric" placeholder="2024-25" maxLength={7} />
      </Form.Item>
      <Form.Item
        label={t('adminDocuments.kind')}
        name="kind"
        rules={[{ required: true, message: t('adminCommon.required') }]}
      >
        <Select
          options={DOCUMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`documentKind.${kind}`),
          }))}
        />
      </Form.Item>
      <BilingualField
        name="title"
        label={t('adminDocuments.title')}
        maxLength={LIMITS.heading}
        rules={[
          { required: true, whitespace: true, message: t('adminCommon.required') },
          { max: LIMITS.heading, message: t('adminFields.tooLong', { max: LIMITS.heading }) },
        ]}
      />
      <PublishingFields timeZone={timeZone} />
      <AdminFormActions
        canSave={filled && (stored !== undefined || file !== null)}
        saving={saving}
        cancelTo={routePaths.adminDocuments}
      />
    </Form>
  );
}
