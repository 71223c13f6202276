import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from '@contract/uploads';
import {
  form,
  HTML,
  makeGif,
  makeJpeg,
  makePng,
  makeWebp,
  SVG,
  TEXT,
  type FilePart,
} from '../fixtures';
import type { Request } from '../http';
import {
  GIF_HTML,
  gifHugeHeader,
  PDF,
  pngBomb,
  pngHugeHeader,
  pngOfSize,
  SCRIPT_TAIL,
  SVG_ONLOAD,
  TIFF,
  ZIP_TAIL,
} from './images';
import type { UploadTarget } from './targets';

/*
 * The hostile uploads: each one is sent to every upload route with otherwise valid fields, and
 * must be refused with a 4xx and a readable message, leaving no row and no file behind.
 */

type HostileUpload = {
  label: string;
  /** The request for one route, signed in. */
  request(target: UploadTarget, auth: Record<string, string>): Promise<Request>;
  /** When the answer is fixed by docs/product.md: its status and message. */
  expected?(kind: UploadKind): { status: number; message: string };
};

const typeRefused = (kind: UploadKind) => ({
  status: 415,
  message: UPLOAD_RULES[kind].typeMessage,
});
const tooLarge = () => ({ status: 413, message: UPLOAD_MESSAGES.tooLarge });

/** One file in the route's file field, beside its valid text fields. */
function withFile(
  label: string,
  file: () => Promise<FilePart> | FilePart,
  expected?: HostileUpload['expected'],
): HostileUpload {
  return {
    label,
    expected,
    async request(target, auth) {
      const payload = form(target.fields, { [target.fileField]: await file() });
      return { method: target.method, url: target.url, payload, headers: { ...auth } };
    },
  };
}

/** The same form as a browser would send, with the request's own headers replaced. */
function withHeaders(
  label: string,
  headers: (boundary: string) => Record<string, string>,
  mangle: (body: Buffer) => Buffer = (body) => body,
): HostileUpload {
  return {
    label,
    async request(target, auth) {
      const data = new Response(
        form(target.fields, { [target.fileField]: { data: await makePng() } }),
      );
      const type = data.headers.get('content-type') ?? '';
      const boundary = type.split('boundary=')[1] ?? '';
      const payload = mangle(Buffer.from(await data.arrayBuffer()));
      return {
        method: target.method,
        url: target.url,
        payload,
        headers: { ...auth, ...headers(boundary) },
      };
    },
  };
}

const truncated = async (make: () => Promise<Buffer>) => {
  const image = await make();
  return image.subarray(0, Math.floor(image.length * 0.6));
};
const noise = () => makePng(64, 64);
/* Deflating the bomb's 50 MB of rows takes a while: built once, on first use. */
let bomb: Buffer | undefined;
const theBomb = () => (bomb ??= pngBomb());

export const HOSTILE_UPLOADS: HostileUpload[] = [
  withFile('HTML renamed .png', () => ({ data: HTML, filename: 'page.png' }), typeRefused),
  withFile(
    'SVG with a script renamed .png',
    () => ({ data: SVG, filename: 'logo.png' }),
    typeRefused,
  ),
  withFile(
    'SVG with onload renamed .jpg',
    () => ({ data: SVG_ONLOAD, filename: 'photo.jpg', type: 'image/jpeg' }),
    typeRefused,
  ),
  withFile(
    'plain text renamed .gif',
    () => ({ data: TEXT, filename: 'a.gif', type: 'image/gif' }),
    typeRefused,
  ),
  withFile('PDF renamed .jpg', () => ({ data: PDF, filename: 'doc.jpg' }), typeRefused),
  withFile('TIFF renamed .jpg', () => ({ data: TIFF, filename: 'scan.jpg' }), typeRefused),
  withFile(
    'GIF/HTML polyglot',
    () => ({ data: GIF_HTML, filename: 'x.gif', type: 'image/gif' }),
    typeRefused,
  ),
  withFile(
    'JPEG with a trailing script',
    async () => ({ data: Buffer.concat([await makeJpeg(), SCRIPT_TAIL]), filename: 'a.jpg' }),
    typeRefused,
  ),
  withFile(
    'PNG with an appended zip',
    async () => ({ data: Buffer.concat([await makePng(), ZIP_TAIL]) }),
    typeRefused,
  ),
  withFile(
    'GIF with trailing HTML',
    async () => ({ data: Buffer.concat([await makeGif(), HTML]), filename: 'a.gif' }),
    typeRefused,
  ),
  withFile(
    'WebP with a trailing script',
    async () => ({ data: Buffer.concat([await makeWebp(), SCRIPT_TAIL]), filename: 'a.webp' }),
    typeRefused,
  ),
  withFile('truncated PNG', async () => ({ data: await truncated(noise) }), typeRefused),
  withFile(
    'truncated JPEG',
    async () => ({ data: await truncated(() => makeJpeg(64, 64)), filename: 'a.jpg' }),
    typeRefused,
  ),
  withFile(
    'truncated GIF',
    async () => ({ data: await truncated(() => makeGif(64, 64)), filename: 'a.gif' }),
    typeRefused,
  ),
  withFile('PNG decompression bomb, 20000 x 20000', () => ({ data: theBomb() })),
  withFile('PNG header declaring 20000 x 20000', () => ({ data: pngHugeHeader() })),
  withFile('GIF declaring 65535 x 65535', () => ({ data: gifHugeHeader(), filename: 'a.gif' })),
  withFile('PNG one byte over 1 MB', async () => ({ data: await pngOfSize() }), tooLarge),
  withFile(
    'random bytes over 1 MB',
    () => ({ data: Buffer.alloc(MAX_UPLOAD_BYTES + 4096, 0x5a) }),
    tooLarge,
  ),
  withFile('empty file', () => ({ data: Buffer.alloc(0), filename: 'empty.png' })),
  withFile(
    'HTML with a path traversal file name',
    () => ({ data: HTML, filename: '../../../../build/client/index.html' }),
    typeRefused,
  ),
  withFile(
    'SVG under a 100,000-character file name',
    () => ({ data: SVG, filename: `${'a'.repeat(100_000)}.png` }),
    typeRefused,
  ),
  {
    label: 'image in a wrong multipart field',
    async request(target, auth) {
      const payload = form(target.fields, { file: { data: await makePng() } });
      return { method: target.method, url: target.url, payload, headers: { ...auth } };
    },
  },
  {
    label: '50 files at once',
    async request(target, auth) {
      const png = await makePng();
      const files = Array.from({ length: 50 }, (_, i) => ({ data: png, filename: `${i}.png` }));
      const payload = form(target.fields, { [target.fileField]: files });
      return { method: target.method, url: target.url, payload, headers: { ...auth } };
    },
  },
  withHeaders('multipart body sent as text/plain', () => ({ 'content-type': 'text/plain' })),
  withHeaders('multipart body sent as application/json', () => ({
    'content-type': 'application/json',
  })),
  withHeaders('multipart Content-Type without a boundary', () => ({
    'content-type': 'multipart/form-data',
  })),
  withHeaders(
    'multipart body cut before its end',
    (boundary) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
    (body) => body.subarray(0, body.length - 60),
  ),
  {
    label: 'JSON body with the image as a data: URL',
    async request(target, auth) {
      const image = `data:image/png;base64,${(await makePng()).toString('base64')}`;
      return {
        method: target.method,
        url: target.url,
        payload: { ...target.fields, [target.fileField]: image },
        headers: { ...auth },
      };
    },
  },
];
