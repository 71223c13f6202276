export { imageOfData } from './lib/labels';
export { HistoryButton } from './ui/HistoryButton';
export { SettingsHistoryButton } from './ui/SettingsHistoryButton';
