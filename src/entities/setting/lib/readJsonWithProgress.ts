/**
 * Reads a JSON body chunk by chunk, reporting the rounded percentage received against
 * `Content-Length`. Without a length (or a readable stream) it just reads the whole body.
 */
export async function readJsonWithProgress(
  response: Response,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  const total = Number(response.headers.get('Content-Length'));
  if (!response.ok || !response.body || !Number.isFinite(total) || total <= 0) {
    return parseJson(await response.text());
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onProgress(Math.round((loaded / total) * 100));
  }
  return parseJson(text + decoder.decode());
}

function parseJson(text: string): unknown {
  return text === '' ? null : JSON.parse(text);
}
