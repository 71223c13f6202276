import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormInstance } from 'antd';
import { settingsByName, type Setting } from '@contract/settings';
import { useUpdateSettingsMutation, type SettingsPreviewMessage } from '@/entities/setting';
import { writeFailureKey } from '@/shared/lib/admin-form';
import { IMAGE_ERROR_TOAST_ID, uploadMessageKey } from '@/shared/ui/admin-image-field';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { panelOf, type PanelKey } from '../config/panels';
import { toEntries, toFormValues, toPreviewList, type SettingsFormValues } from './formValues';
import { useChosenImage, type ChosenImage } from './useChosenImage';

export type SettingsEditor = {
  form: FormInstance<SettingsFormValues>;
  initialValues: SettingsFormValues;
  /** The saved settings the form started from. */
  saved: readonly Setting[];
  logo: ChosenImage;
  banner: ChosenImage;
  /** Something changed since the last save. */
  dirty: boolean;
  markDirty: () => void;
  saving: boolean;
  save: () => Promise<void>;
  openPanels: PanelKey[];
  setOpenPanels: (keys: PanelKey[]) => void;
  /** The unsaved settings as the preview page should show them. */
  previewMessage: () => SettingsPreviewMessage;
};

type RequestError = { status?: unknown; data?: { message?: unknown } };

function asRequestError(error: unknown): RequestError {
  return typeof error === 'object' && error !== null ? (error as RequestError) : {};
}

/** The server refused a file (413 too large, 415 wrong type) in the contract's words. */
function refusedFileMessage(error: RequestError): string | undefined {
  const message = error.data?.message;
  return (error.status === 413 || error.status === 415) && typeof message === 'string'
    ? message
    : undefined;
}

/**
 * The settings screen's state: the form (every panel but the logo), the chosen logo and banner
 * files, and the save that sends them (docs/product.md §7). A failed save keeps every change; a 401 ends
 * the session (the guard then shows the sign-in page).
 */
export function useSettingsEditor(saved: readonly Setting[]): SettingsEditor {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsFormValues>();
  const [initialValues] = useState(() => toFormValues(settingsByName(saved)));
  const [dirty, setDirty] = useState(false);
  const [openPanels, setOpenPanels] = useState<PanelKey[]>(['theme']);
  const markDirty = () => setDirty(true);
  const logo = useChosenImage('logo', markDirty);
  const banner = useChosenImage('banner', markDirty);
  const [update, { isLoading: saving }] = useUpdateSettingsMutation();

  // A field at fault may sit in a closed panel; open it so its message shows.
  const showInvalidPanels = (names: (string | number)[][]) => {
    const invalid = names.flatMap((path) => panelOf(path[0]) ?? []);
    setOpenPanels([...new Set([...openPanels, ...invalid])]);
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const fields = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields;
      showInvalidPanels((fields ?? []).map((field) => field.name));
      notifyError(t('adminSettings.invalid'), { position: 'top-center' });
      return;
    }
    const values = form.getFieldsValue(true) as SettingsFormValues;
    try {
      const list = await update({
        entries: toEntries(values, { logo: logo.file !== null }),
        logo: logo.file ?? undefined,
        banner: banner.file ?? undefined,
      }).unwrap();
      // The server names the stored banner; later saves refer to it.
      const storedBanner = settingsByName(list).banner;
      if (storedBanner) form.setFieldValue(['banner', 'image'], storedBanner.image);
      logo.clear();
      banner.clear();
      setDirty(false);
      notifySuccess(t('adminSettings.saved'), { position: 'top-right' });
    } catch (caught) {
      const key = writeFailureKey(caught, 'adminSettings.saveFailed');
      if (key === null) return;
      const refused = refusedFileMessage(asRequestError(caught));
      if (refused) {
        notifyError(t(uploadMessageKey(refused)), { toastId: IMAGE_ERROR_TOAST_ID });
        return;
      }
      notifyError(t(key), { position: 'top-center' });
    }
  };

  const previewMessage = (): SettingsPreviewMessage => ({
    type: 'settings-preview',
    settings: toPreviewList(saved, form.getFieldsValue(true) as SettingsFormValues, {
      bannerUrl: banner.url,
    }),
    logoUrl: logo.url,
  });

  return {
    form,
    initialValues,
    saved,
    logo,
    banner,
    dirty,
    markDirty,
    saving,
    save,
    openPanels,
    setOpenPanels,
    previewMessage,
  };
}
