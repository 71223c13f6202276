/* Donors hear back: consents to a project's updates. */
export { giveConsent } from './consents';
export type { ConsentHow } from './consents';
