export { TwoFactorGate } from './ui/TwoFactorGate';
export { TwoFactorSection } from './ui/TwoFactorSection';
