import { createAdmin, generatePassword, setAdminPassword } from '../auth';
import type { Db } from '../db';

export const USAGE = [
  'Usage:',
  '  npm run admin -- create EMAIL [PASSWORD]    add an admin',
  '  npm run admin -- password EMAIL [PASSWORD]  set an admin password',
  'Without PASSWORD a strong one is generated and printed.',
].join('\n');

type CommandResult = { exitCode: number; output: string };

/** Runs one admin command against an open, migrated database. */
export async function runAdminCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [command, email, given] = args;
  if ((command !== 'create' && command !== 'password') || !email || args.length > 3) {
    return { exitCode: 2, output: USAGE };
  }
  const password = given ?? generatePassword();
  const shown = given ? '' : `\nPassword: ${password}`;
  try {
    if (command === 'create') {
      const admin = await createAdmin(db, email, password);
      return { exitCode: 0, output: `Admin ${admin.email} created.${shown}` };
    }
    await setAdminPassword(db, email, password);
    return { exitCode: 0, output: `Password of ${email.trim().toLowerCase()} changed.${shown}` };
  } catch (error) {
    return { exitCode: 1, output: error instanceof Error ? error.message : String(error) };
  }
}
