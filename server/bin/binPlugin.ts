import { BIN_DAYS } from '@contract/admin';
import fp from 'fastify-plugin';
import { purgeDue } from './purge';

/*
 * The bin's purge job: each instance runs it when it is ready (after the migrations, so a
 * restart catches up on whatever fell due while it was down) and then every hour, its timer
 * unref'd so it never keeps the process alive, and stopped when the app closes. Several
 * instances may run it at once: each entry is purged by one of them (purge.ts).
 */

const PURGE_EVERY_MS = 60 * 60 * 1000;

export type Bin = {
  /** Purges what is due at `now` (the clock by default); answers how many this instance did. */
  purge(now?: Date): Promise<number>;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    bin: Bin;
  }
}

export const binPlugin = fp(
  async (app) => {
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const purge = (now = new Date()) => {
      const run = purgeDue(app.db, app.uploads, now);
      running = run.catch(() => undefined);
      return run;
    };
    const purgeQuietly = async () => {
      try {
        const purged = await purge();
        if (purged > 0)
          app.log.info({ purged }, `Purged items deleted more than ${BIN_DAYS} days ago`);
      } catch (error) {
        // The next run tries again; the entries stay in the bin until then.
        app.log.warn({ err: error }, 'The bin could not be purged');
      }
    };
    app.decorate('bin', { purge });
    app.addHook('onReady', async () => {
      await purgeQuietly();
      timer = setInterval(() => void purgeQuietly(), PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'bin', dependencies: ['uploads'] },
);
