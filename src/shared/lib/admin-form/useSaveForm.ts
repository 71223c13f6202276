import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { saveFailureKey } from './errors';
import { useBackToList } from './useBackToList';

type SaveForm = {
  /** Runs a save (`() => trigger(body).unwrap()`), then reports it as docs/product.md §8 says. */
  save: (run: () => Promise<unknown>) => Promise<void>;
  saving: boolean;
};

/**
 * The end of every admin add and edit form: 'Successfully data saved!' and back to `listPath`,
 * at the page the admin came from; 409 'Record already exists'; a full disk or a busy server as
 * such; other failures 'Failed to save data, please try again'. A 401 shows nothing, as the
 * guard is already on its way to the sign-in page.
 */
export function useSaveForm(listPath: string): SaveForm {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const backTo = useBackToList(listPath);

  const save = useCallback(
    async (run: () => Promise<unknown>) => {
      setSaving(true);
      try {
        await run();
        notifySuccess(t('adminCommon.saved'));
        await navigate(backTo);
      } catch (error) {
        const key = saveFailureKey(error);
        if (key) notifyError(t(key));
      } finally {
        setSaving(false);
      }
    },
    [backTo, navigate, t],
  );

  return { save, saving };
}
