import { delay, http, HttpResponse } from 'msw';
import type { Setting } from '@contract';
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

export const settingHandlers = [http.get(SETTINGS_URL, () => settingsResponse(demoSettings()))];
