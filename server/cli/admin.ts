import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { runAdminCommand } from './commands';

/* `npm run admin -- create|role|remove|password EMAIL …` (commands.ts), on the server's database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const result = await runAdminCommand(db, process.argv.slice(2));
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    process.exitCode = result.exitCode;
  } finally {
    await db.destroy();
  }
}

void main();
