import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal } from 'antd';
import type { SettingsEditor } from '../model/useSettingsEditor';

/**
 * Saving a change of the UPI ID, the payee name or the PAN asks for the Owner's password first
 * (docs/product.md §6): it goes with the save, and a wrong one reads as the server says.
 */
export function OwnerPasswordModal({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { askingPassword, passwordRefused, answerPassword, saving } = editor;
  const error = missing ? t('ownerPassword.required') : passwordRefused;

  const confirm = () => {
    if (password === '') {
      setMissing(true);
      return;
    }
    void answerPassword(password);
  };

  return (
    <Modal
      open={askingPassword}
      title={t('ownerPassword.title')}
      okText={t('ownerPassword.confirm')}
      cancelText={t('ownerPassword.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={confirm}
      onCancel={() => void answerPassword(undefined)}
      afterClose={() => setPassword('')}
      destroyOnHidden
    >
      <p>{t('ownerPassword.intro')}</p>
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item
          label={t('ownerPassword.password')}
          htmlFor="owner-password"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.Password
            id="owner-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
