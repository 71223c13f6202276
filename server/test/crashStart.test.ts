import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { EXIT_DATA_DIR_NOT_WRITABLE } from '../http';
import { runServer, tempDataDir } from './childServer';

/*
 * A data folder the server cannot write stops the start with one line and exit code 73, which
 * a supervisor can be told not to restart on (systemd: RestartPreventExitStatus=73), instead of
 * a stack trace repeated by a restart loop. As root chmod changes nothing, so the folders are
 * places where the kernel refuses to create files even for root: under /proc/1/fdinfo.
 */

jest.setTimeout(90_000);

const NOT_WRITABLE_DIR = '/proc/1/fdinfo';

let scratch = '';
beforeEach(async () => {
  scratch = await tempDataDir();
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function expectRefusedStart(dataDir: string, folder: string) {
  const run = runServer({ dataDir });
  expect(await run.exited).toEqual({ code: EXIT_DATA_DIR_NOT_WRITABLE, signal: null });
  const lines = run
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  expect(lines).toEqual([
    `The data folder ${folder} cannot be written (EACCES). Make it writable by this user, ` +
      'free some space, or set DATA_DIR to another folder.',
  ]);
}

describe('a start on a data folder that cannot be written', () => {
  it('exits 73 with one clear line when DATA_DIR itself cannot be written', async () => {
    const dataDir = path.join(NOT_WRITABLE_DIR, 'charity');
    await expectRefusedStart(dataDir, dataDir);
  });

  it('exits 73 with one clear line when its uploads folder cannot be written', async () => {
    await mkdir(scratch, { recursive: true });
    await symlink(NOT_WRITABLE_DIR, path.join(scratch, 'uploads'));
    await expectRefusedStart(scratch, path.join(scratch, 'uploads'));
  });
});
