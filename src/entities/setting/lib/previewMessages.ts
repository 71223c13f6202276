import type { Setting } from '@contract/settings';

/*
 * The admin's settings preview renders the home page in a same-origin frame and hands it the
 * unsaved settings by `postMessage`. Both ends read this one description of the messages.
 */

/** The query flag that turns a public page into a preview: `/?preview=true`. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_PAGE_URL = `/?${PREVIEW_PARAM}=true`;

/** Admin → page: show these settings (and this logo) instead of the saved ones. */
export type SettingsPreviewMessage = {
  type: 'settings-preview';
  settings: Setting[];
  /** An object URL of a newly chosen logo, or null to keep the saved one. */
  logoUrl: string | null;
};

/** Page → admin: the page listens now, send the settings (they may have gone out too early). */
export type PreviewRequestMessage = { type: 'settings-preview-request' };

/** Page → admin: the unsaved settings are on screen. */
export type PreviewReadyMessage = { type: 'settings-preview-ready' };

function hasType(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

export function isSettingsPreviewMessage(data: unknown): data is SettingsPreviewMessage {
  return (
    hasType(data, 'settings-preview') && Array.isArray((data as { settings?: unknown }).settings)
  );
}

export function isPreviewRequest(data: unknown): data is PreviewRequestMessage {
  return hasType(data, 'settings-preview-request');
}

export function isPreviewReady(data: unknown): data is PreviewReadyMessage {
  return hasType(data, 'settings-preview-ready');
}
