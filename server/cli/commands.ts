import { ROLES, type Role } from '@contract/admin';
import {
  changeRole,
  COMMAND_LINE,
  createAdmin,
  findMember,
  generatePassword,
  normalizeEmail,
  removeMember,
  setAdminPassword,
} from '../auth';
import type { Db } from '../db';

/*
 * `npm run admin`: the team (docs/product.md §6) from the server's shell, through the same
 * functions as the Owner's routes, so the same rules hold (the site keeps an Owner) and a change
 * ends the person's sessions on a running server at once. The audit trail names the command line.
 */

export const USAGE = [
  'Usage:',
  '  npm run admin -- create EMAIL [PASSWORD] [--role ROLE]  add a person (an Owner by default)',
  "  npm run admin -- role EMAIL ROLE                        change a person's role",
  '  npm run admin -- remove EMAIL                           take a person off the team',
  "  npm run admin -- password EMAIL [PASSWORD]              set a person's password",
  `ROLE is one of: ${ROLES.join(', ')}.`,
  'Without PASSWORD a strong one is generated and printed.',
].join('\n');

type CommandResult = { exitCode: number; output: string };

const usage = (): CommandResult => ({ exitCode: 2, output: USAGE });

function roleOf(name: string): Role {
  const role = ROLES.find((known) => known === name);
  if (!role) throw new Error(`Unknown role "${name}": use one of ${ROLES.join(', ')}`);
  return role;
}

/** `--role ROLE` (or `--role=ROLE`) taken out of the arguments; undefined when it is malformed. */
function takeRoleOption(args: string[]): { rest: string[]; role?: string } | undefined {
  const rest: string[] = [];
  let role: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--role' || arg.startsWith('--role=')) {
      if (role !== undefined) return undefined;
      role = arg === '--role' ? args[(index += 1)] : arg.slice('--role='.length);
      if (!role) return undefined;
    } else if (arg.startsWith('--')) {
      return undefined;
    } else {
      rest.push(arg);
    }
  }
  return { rest, role };
}

/** The password given, or a strong one generated and shown once. */
function passwordOf(given: string | undefined): { password: string; shown: string } {
  if (given !== undefined) return { password: given, shown: '' };
  const password = generatePassword();
  return { password, shown: `\nPassword: ${password}` };
}

/** One command's output, or undefined when its arguments do not fit it (the usage is printed). */
async function run(db: Db, command: string, args: string[], role?: string) {
  const [email, second] = args;
  if (!email) return undefined;
  switch (command) {
    case 'create': {
      if (args.length > 2) return undefined;
      const { password, shown } = passwordOf(second);
      const admin = await createAdmin(db, email, password, roleOf(role ?? 'owner'), COMMAND_LINE);
      return `Admin ${admin.email} created as ${admin.role}.${shown}`;
    }
    case 'role': {
      if (second === undefined || args.length !== 2) return undefined;
      const before = await findMember(db, { email });
      const member = await changeRole(db, COMMAND_LINE, { email }, roleOf(second));
      if (before.role === member.role) return `${member.email} is already ${member.role}.`;
      return `${member.email} is now ${member.role}; their sessions have ended.`;
    }
    case 'remove': {
      if (args.length !== 1) return undefined;
      const member = await removeMember(db, COMMAND_LINE, { email });
      return `${member.email} (${member.role}) removed; their sessions have ended.`;
    }
    case 'password': {
      if (args.length > 2) return undefined;
      const { password, shown } = passwordOf(second);
      await setAdminPassword(db, { email }, password, COMMAND_LINE);
      return `Password of ${normalizeEmail(email)} changed.${shown}`;
    }
    default:
      return undefined;
  }
}

/** Runs one admin command against an open, migrated database. */
export async function runAdminCommand(db: Db, args: string[]): Promise<CommandResult> {
  const parsed = takeRoleOption(args);
  const [command, ...rest] = parsed?.rest ?? [];
  if (!parsed || !command || (parsed.role !== undefined && command !== 'create')) return usage();
  try {
    const output = await run(db, command, rest, parsed.role);
    return output === undefined ? usage() : { exitCode: 0, output };
  } catch (error) {
    return { exitCode: 1, output: error instanceof Error ? error.message : String(error) };
  }
}
