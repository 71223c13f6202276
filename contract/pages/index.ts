/* Page delivery: the server's render and the app meet here; the visit's language. */

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY,
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
  supportedLanguage,
  urduOf,
} from './language';
export type { Language, LanguageSource } from './language';
export {
  CRITICAL_FACE_ATTRIBUTE,
  CRITICAL_FACE_FAMILY,
  CRITICAL_SPACE_FAMILY,
  CRITICAL_TEXT_CLASS,
} from './criticalFace';
export {
  API_PREFIX,
  EARLY_CLICKS_GLOBAL,
  EARLY_RELOAD_ATTRIBUTE,
  FULL_STYLES_GLOBAL,
} from './render';
export type { PageMeta, RenderModule, RenderRequest, RenderResult } from './render';
