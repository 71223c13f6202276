export type { SettingsFormValues } from './model/formValues';
export { useLeaveGuard } from './model/useLeaveGuard';
export { useSettingsEditor } from './model/useSettingsEditor';
export type { SettingsEditor } from './model/useSettingsEditor';
export { OwnerPasswordModal } from './ui/OwnerPasswordModal';
export { SettingsPanels } from './ui/SettingsPanels';
