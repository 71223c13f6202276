export { LegalDocument } from './LegalDocument';
export type { LegalSection } from './LegalDocument';
