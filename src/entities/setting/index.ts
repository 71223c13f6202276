export { settingApi, useGetSettingsQuery } from './api/settingApi';
export { localize } from './lib/localize';
export {
  INITIAL_LOADING_PROGRESS,
  loadingProgressChanged,
  loadingProgressSlice,
  selectLoadingProgress,
} from './model/loadingProgress';
export type { LoadingProgressState } from './model/loadingProgress';
export { useLocalized, useSettings, useThemeColor } from './model/settings';
