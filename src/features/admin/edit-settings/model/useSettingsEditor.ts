import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, type FormInstance } from 'antd';
import { isOwnerSetting, settingsByName, type Setting } from '@contract/settings';
import {
  trustTimeZone,
  useUpdateSettingsMutation,
  type SettingsPreviewMessage,
} from '@/entities/setting';
import { errorStatus, serverMessage, writeFailureKey } from '@/shared/lib/admin-form';
import { IMAGE_ERROR_TOAST_ID, uploadMessageKey } from '@/shared/ui/admin-image-field';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { panelOf, type PanelKey } from '../config/panels';
import { toEntries, toFormValues, toPreviewList, type SettingsFormValues } from './formValues';
import { paymentDetailsChanged } from './paymentDetails';
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
  /** The person may change the settings (an Editor or Owner; Accounts reads them). */
  mayChange: boolean;
  /** The person may change the trust's payment and legal details and receipts' wording: an Owner. */
  ownsTrust: boolean;
  /** The save waits for the Owner's password: the UPI ID, payee name or PAN changed. */
  askingPassword: boolean;
  /** The server's refusal of the password given, in the person's language. */
  passwordRefused: string | null;
  /** Saves with the Owner's password; undefined gives up and keeps the changes unsaved. */
  answerPassword: (password: string | undefined) => Promise<void>;
};

/** Who is editing (docs/product.md §6). */
type EditorRights = { mayChange: boolean; ownsTrust: boolean };

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
export function useSettingsEditor(
  saved: readonly Setting[],
  { mayChange, ownsTrust }: EditorRights,
): SettingsEditor {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsFormValues>();
  const [initialValues] = useState(() => toFormValues(settingsByName(saved), trustTimeZone(saved)));
  const [dirty, setDirty] = useState(false);
  const [openPanels, setOpenPanels] = useState<PanelKey[]>(['theme']);
  const markDirty = () => setDirty(true);
  const logo = useChosenImage('logo', markDirty);
  const banner = useChosenImage('banner', markDirty);
  const [update, { isLoading: saving }] = useUpdateSettingsMutation();
  // The trust as last saved: a change of where money goes asks for the Owner's password.
  const [savedTrust, setSavedTrust] = useState(initialValues.trust);
  const [askingPassword, setAskingPassword] = useState(false);
  const [passwordRefused, setPasswordRefused] = useState<string | null>(null);

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
    if (ownsTrust && paymentDetailsChanged(savedTrust, values.trust)) {
      setPasswordRefused(null);
      setAskingPassword(true);
      return;
    }
    await send(values);
  };

  const answerPassword = async (password: string | undefined) => {
    if (password === undefined) {
      setAskingPassword(false);
      return;
    }
    await send(form.getFieldsValue(true) as SettingsFormValues, password);
  };

  const send = async (values: SettingsFormValues, password?: string) => {
    const entries = toEntries(values, { logo: logo.file !== null });
    try {
      const list = await update({
        // Only an Owner sends the trust's details and the receipts' wording; the server keeps
        // them for anyone else.
        entries: ownsTrust ? entries : entries.filter(({ name }) => !isOwnerSetting(name)),
        logo: logo.file ?? undefined,
        banner: banner.file ?? undefined,
        password,
      }).unwrap();
      // The server names the stored banner; later saves refer to it.
      const storedBanner = settingsByName(list).banner;
      if (storedBanner) form.setFieldValue(['banner', 'image'], storedBanner.image);
      logo.clear();
      banner.clear();
      setDirty(false);
      setSavedTrust(values.trust);
      setAskingPassword(false);
      notifySuccess(t('adminSettings.saved'), { position: 'top-right' });
    } catch (caught) {
      // A refusal (a wrong password, or a role that may not) in the server's words.
      const refusal = errorStatus(caught) === 403 ? serverMessage(caught) : undefined;
      if (refusal && password !== undefined) {
        setPasswordRefused(refusal);
        return;
      }
      if (refusal) {
        notifyError(refusal, { position: 'top-center' });
        return;
      }
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
    mayChange,
    ownsTrust,
    askingPassword,
    passwordRefused,
    answerPassword,
  };
}
