import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/*
 * Written aside then renamed, so a reader never sees half a file; synced first, so the row
 * committed after it never names a file a power cut could still lose. A crash mid-write
 * leaves only a temp file, which the next start sweeps (uploadSweep.ts).
 */
export async function writeFileSafely(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = path.join(dir, `.${name}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path.join(dir, name));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Makes the renames themselves durable before a row names the files. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function unlinkQuietly(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
