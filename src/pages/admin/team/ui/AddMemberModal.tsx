import { useTranslation } from 'react-i18next';
import { Form, Input, Modal, Select } from 'antd';
import { ROLES, type NewMemberBody, type PasswordAnswer } from '@contract/admin';
import { useAddMemberMutation } from '@/entities/team';
import { notifyError } from '@/shared/ui/toast';
import { teamFailure } from '../lib/teamFailure';

type AddMemberModalProps = {
  open: boolean;
  onClose: () => void;
  /** The person is added: their password, to show once. */
  onAdded: (answer: PasswordAnswer) => void;
};

/** Adds a person to the team: their email and role (docs/product.md §6). */
export function AddMemberModal({ open, onClose, onAdded }: AddMemberModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewMemberBody>();
  const [add, { isLoading }] = useAddMemberMutation();
  const roles = ROLES.map((role) => ({ value: role, label: t(`adminRoles.${role}`) }));

  const submit = async (values: NewMemberBody) => {
    try {
      const answer = await add({ email: values.email.trim(), role: values.role }).unwrap();
      form.resetFields();
      onAdded(answer);
    } catch (error) {
      notifyError(teamFailure(error, t('adminTeam.failed')), { toastId: 'team-failed' });
    }
  };

  return (
    <Modal
      open={open}
      title={t('adminTeam.addTitle')}
      okText={t('adminTeam.addSubmit')}
      cancelText={t('adminTeam.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewMemberBody> form={form} name="add-member" layout="vertical" onFinish={submit}>
        <Form.Item
          name="email"
          label={t('adminTeam.email')}
          rules={[{ required: true, whitespace: true, message: t('adminTeam.emailRequired') }]}
        >
          <Input type="email" dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('adminTeam.role')}
          rules={[{ required: true, message: t('adminTeam.roleRequired') }]}
        >
          <Select options={roles} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
