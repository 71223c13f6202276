import { delay, http, HttpResponse } from 'msw';
import { SETTINGS_PUT_FIELDS, type Setting } from '@contract/settings';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { demoSettings } from './demoSettings';

export const SETTINGS_URL = `*${API_PREFIX}/settings`;

/** Answers the list uncompressed with its Content-Length, as the server does. */
export function settingsResponse(list: readonly Setting[]) {
  const body = new TextEncoder().encode(JSON.stringify(list));
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) },
  });
}

/** Serves the demo settings with `overrides` (as `demoSettings` takes them). */
export function settingsWith(overrides?: Parameters<typeof demoSettings>[0]) {
  return http.get(SETTINGS_URL, () => settingsResponse(demoSettings(overrides)));
}

type StreamOptions = { chunkCount: number; delayMs: number };

/** Sends the list in `chunkCount` equal parts with a pause before each, like a slow network. */
export function streamedSettingsResponse(
  list: readonly Setting[],
  { chunkCount, delayMs }: StreamOptions,
) {
  const body = new TextEncoder().encode(JSON.stringify(list));
  const size = Math.ceil(body.byteLength / chunkCount);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let start = 0; start < body.byteLength; start += size) {
        await delay(delayMs);
        controller.enqueue(body.slice(start, start + size));
      }
      controller.close();
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) },
  });
}

type SentEntry = { name: string; content?: unknown };

/** A file part of the form (tests run with Node's File, not the page's, so no instanceof). */
function isFilePart(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null;
}

/**
 * The list a PUT would leave behind, applied to `list`: a name-only logo entry takes the new
 * file, and a banner image sent as a bare file name keeps the stored image (as the server does).
 */
export async function applySettingsPut(request: Request, list: readonly Setting[]) {
  const form = await request.formData();
  const sent = JSON.parse(String(form.get(SETTINGS_PUT_FIELDS.json))) as SentEntry[];
  const logoFile = form.get(SETTINGS_PUT_FIELDS.logo);
  const bannerFile = form.get(SETTINGS_PUT_FIELDS.banner);
  const next = list.map((entry) => ({ ...entry }));
  for (const { name, content } of sent) {
    const entry = next.find((candidate) => candidate.name === name);
    // An entry the list lacks is stored as sent (the trust's time zone, issue 31).
    if (!entry) {
      next.push({ id: next.length + 1, name, content } as Setting);
      continue;
    }
    if (name === 'logo' && isFilePart(logoFile)) {
      entry.content = { image: uploadUrl('logo', logoFile.name) };
    } else if (name === 'banner') {
      const banner = { ...(content as { image: string }) };
      const stored = (entry.content as { image: string }).image;
      if (isFilePart(bannerFile)) banner.image = uploadUrl('banner', bannerFile.name);
      else if (banner.image !== '' && !banner.image.includes('/')) banner.image = stored;
      entry.content = banner as Setting['content'];
    } else {
      entry.content = content as Setting['content'];
    }
  }
  return next;
}

export const settingHandlers = [
  http.get(SETTINGS_URL, () => settingsResponse(demoSettings())),
  http.put(SETTINGS_URL, async ({ request }) =>
    HttpResponse.json(await applySettingsPut(request, demoSettings())),
  ),
];
