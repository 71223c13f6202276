// Test-only public API: kept apart from index.ts so msw never reaches the browser bundle.
export { demoSettingContents, demoSettings } from './demoSettings';
export {
  SETTINGS_URL,
  applySettingsPut,
  settingsWith,
  settingHandlers,
  settingsResponse,
  streamedSettingsResponse,
} from './settingMocks';
