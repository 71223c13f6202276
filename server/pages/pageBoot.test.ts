import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE, bootTemplate } from './pageBoot';

const TEMPLATE =
  '<!doctype html><html lang=en><head><title>Charity</title>' +
  '<script defer src=/assets/runtime.1.js></script><script defer src=/assets/main.2.js></script>' +
  '<link href=/assets/styles.3.css rel=stylesheet></head>' +
  '<body><div id=root></div></body></html>';

let clientDir: string;
beforeEach(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'page-boot-'));
  await mkdir(path.join(clientDir, 'assets'));
});
afterEach(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

const writeCss = (css: string) => writeFile(path.join(clientDir, 'assets', 'styles.3.css'), css);

describe('bootTemplate', () => {
  it('inlines the stylesheet and hands the scripts, in order, to the loader at the end of the body', async () => {
    await writeCss('body{margin:0}');
    const page = await bootTemplate(TEMPLATE, clientDir);
    expect(page).toContain('<style data-href="/assets/styles.3.css">body{margin:0}</style></head>');
    expect(page).not.toContain('rel=stylesheet');
    expect(page).not.toContain('defer');
    expect(page).toContain(
      `<div id=root></div><script data-scripts="/assets/runtime.1.js /assets/main.2.js">${BOOT_SCRIPT}</script></body>`,
    );
  });

  it('is allowed by the policy through the hash of its loader', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('keeps the link when the stylesheet is missing or could end the style element', async () => {
    expect(await bootTemplate(TEMPLATE, clientDir)).toContain(
      '<link href=/assets/styles.3.css rel=stylesheet>',
    );
    await writeCss('a::after{content:"</style><script>alert(1)</script>"}');
    const page = await bootTemplate(TEMPLATE, clientDir);
    expect(page).toContain('<link href=/assets/styles.3.css rel=stylesheet>');
    expect(page).not.toContain('alert(1)');
  });

  it('never reads outside the build nor inlines another site', async () => {
    await writeFile(path.join(os.tmpdir(), 'page-boot-secret.css'), 'secret{}');
    const outside = TEMPLATE.replace('/assets/styles.3.css', '/../page-boot-secret.css');
    expect(await bootTemplate(outside, clientDir)).not.toContain('secret{}');
    const foreign = TEMPLATE.replace('/assets/styles.3.css', '//cdn.example.org/x.css');
    expect(await bootTemplate(foreign, clientDir)).toContain('//cdn.example.org/x.css');
  });

  it("leaves a template alone whose scripts are another site's", async () => {
    const foreign = TEMPLATE.replace('/assets/main.2.js', 'https://cdn.example.org/main.js');
    const page = await bootTemplate(foreign, clientDir);
    expect(page).toContain('<script defer src=/assets/runtime.1.js></script>');
    expect(page).not.toContain('data-scripts');
  });
});
