export { SettingsPreviewModal } from './ui/SettingsPreviewModal';
