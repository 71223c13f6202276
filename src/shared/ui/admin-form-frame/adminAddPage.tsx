import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { AdminFormFrame } from './AdminFormFrame';

/** An add screen: its form (which knows where to go once saved) under its heading. */
export function adminAddPage(title: ParseKeys, Form: ComponentType): ComponentType {
  return function AdminAddPage() {
    const { t } = useTranslation();
    return (
      <AdminFormFrame title={t(title)}>
        <Form />
      </AdminFormFrame>
    );
  };
}
