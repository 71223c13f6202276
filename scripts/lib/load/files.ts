/**
 * The files behind the rows after a load test: every stored row's image is served, and the
 * uploads folder (when on this machine) holds no unfinished file and none that no acknowledged
 * write named: a stored row's image, or one the site keeps for an item's versions (an image an
 * edit replaced) or its bin (a deleted item's).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_RULES, storedImageFiles } from '@contract/uploads';
import type { WriteRow } from './requests';
import type { SiteState } from './state';

const PARALLEL = 8;
const FOLDERS = { news: UPLOAD_RULES.news.dir, partner: UPLOAD_RULES.partner.dir } as const;

async function servedProblems(origin: string, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...urls];
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const answer = await fetch(`${origin}${url}`);
      await answer.arrayBuffer();
      const type = answer.headers.get('content-type') ?? '';
      if (answer.status !== 200 || !type.startsWith('image/')) {
        problems.push(`${url} answered ${answer.status} ${type}`);
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return problems;
}

async function folderProblems(
  uploadsDir: string,
  state: SiteState,
  written: readonly WriteRow[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [kind, dir] of Object.entries(FOLDERS)) {
    const named = new Set<string>();
    const images = [
      ...[...state.values()].filter((row) => row.kind === kind).map((row) => row.image),
      ...written
        .filter((row) => row.kind === kind)
        .flatMap((row) => [row.image, ...(row.earlier ?? [])]),
    ];
    for (const image of images) {
      if (image) for (const file of storedImageFiles(path.basename(image))) named.add(file);
    }
    const files = await readdir(path.join(uploadsDir, dir));
    for (const file of files) {
      if (file.startsWith('.')) problems.push(`${dir}/${file}: an unfinished file was left`);
      else if (!named.has(file)) problems.push(`${dir}/${file}: no stored row names this file`);
    }
  }
  return problems;
}

export async function checkUploadFiles(
  origin: string,
  state: SiteState,
  written: readonly WriteRow[],
  uploadsDir: string | undefined,
): Promise<string[]> {
  const urls = [...state.values()].flatMap((row) => (row.image ? [row.image] : []));
  const problems = await servedProblems(origin, urls);
  if (uploadsDir) problems.push(...(await folderProblems(uploadsDir, state, written)));
  return problems;
}
