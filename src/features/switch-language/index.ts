export { useLanguageSync } from './model/useLanguageSync';
export { LanguageSwitch } from './ui/LanguageSwitch';
