import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { PROJECT_ID_MAX } from '../lib/formValues';
import { projectIdRule, unreservedRule } from '../lib/rules';

/**
 * The projectId: the project's public address (`/projects/{projectId}`). Chosen once when
 * adding; an edit shows it read-only, as the server never changes it.
 */
export function ProjectIdField({ fixed }: { fixed?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const typed = Form.useWatch<string | undefined>('projectId');

  if (fixed !== undefined) {
    return (
      <Form.Item
        label={t('adminProjects.projectId')}
        htmlFor={id}
        extra={t('adminProjects.projectIdFixed')}
      >
        <Input id={id} value={fixed} readOnly dir="ltr" />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      label={t('adminProjects.projectId')}
      name="projectId"
      extra={t('adminProjects.projectIdHint', { id: typed?.trim() || '…' })}
      rules={[
        { required: true, whitespace: true, message: t('adminCommon.required') },
        projectIdRule(t('adminProjects.projectIdInvalid')),
        unreservedRule((reserved) => t('adminProjects.projectIdReserved', { id: reserved })),
      ]}
    >
      <Input dir="ltr" maxLength={PROJECT_ID_MAX} autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}
