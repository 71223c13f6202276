export { settingApi, useGetSettingsQuery, useUpdateSettingsMutation } from './api/settingApi';
export type { SettingEntry } from './api/settingApi';
export { localize } from './lib/localize';
export {
  PREVIEW_PAGE_URL,
  isPreviewReady,
  isPreviewRequest,
  isSettingsPreviewMessage,
} from './lib/previewMessages';
export type {
  PreviewReadyMessage,
  PreviewRequestMessage,
  SettingsPreviewMessage,
} from './lib/previewMessages';
export {
  loadingProgressChanged,
  loadingProgressSlice,
  selectLoadingProgress,
} from './model/loadingProgress';
export {
  settingsPreviewApplied,
  settingsPreviewSlice,
  usePreviewLogoUrl,
  usePreviewMode,
} from './model/preview';
export { useSettingsPreviewReceiver } from './model/previewReceiver';
export { useLocalized, useSettings, useShown, useThemeColor } from './model/settings';
export { shownBy } from './model/shownBy';
export { trustTimeZone, useTrustTime, useTrustTimeZone } from './model/timeZone';
export { TrustDateTime } from './ui/TrustDateTime';
