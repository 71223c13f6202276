import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';

/*
 * Which generation of the content this instance's caches (settings, rendered pages) may serve.
 *
 * An admin write that this instance answers starts a new generation here before the answer
 * leaves, so the writer's next read shows the change. It also raises the number in the
 * content_version row; every instance reads that row at most once per CONTENT_CHECK_MS (1 s by
 * default) and starts a new generation when it changed. So with several instances on one
 * PostgreSQL, a write made through another instance shows here within about a second, at the
 * cost of one tiny query per second per instance rather than one per request (0: per request).
 * A change made in the database by hand shows once that row is raised too, or after a restart.
 *
 * What is public also changes with the clock alone: a scheduled item's publishAt or unpublishAt
 * passes (issue 31). Each instance keeps the first such boundary after its generation began
 * (`nextChange`, asked again at the first check after its generation turned) and starts a new
 * generation on the first read at or past it, so every instance follows a schedule within a
 * second, with no write and no restart. A boundary that passed between a write and that check
 * still turns it, since what was cached meanwhile was read before the boundary.
 */

export const CHECK_EVERY_MS = 1000;

export type ContentVersion = {
  /** The current generation: a cached answer built under another one is out of date. */
  current(): Promise<number>;
  /** After a write: a new generation here, and a raised version for the other instances. */
  changed(): Promise<void>;
};

type Logger = { warn(payload: object, message: string): void };

export function contentVersion(
  db: Db,
  log: Logger,
  {
    checkEveryMs = CHECK_EVERY_MS,
    now = Date.now,
    nextChange,
  }: {
    checkEveryMs?: number;
    now?: () => number;
    /** The first time after `at` when what is public changes by the clock alone. */
    nextChange?: (at: number) => Promise<number | undefined>;
  } = {},
): ContentVersion {
  let generation = 0;
  /**
   * When this generation began: what is cached under it was read at or after this time, so a
   * boundary after it (even one already past when it is found) makes it out of date.
   */
  let since = now();
  const turn = () => {
    generation += 1;
    since = now();
  };
  let seen: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<number> | undefined;
  /** The next boundary, and the generation it was found under (none: to be asked). */
  let boundary: { at: number | undefined; generation: number } | undefined;

  async function findBoundary(): Promise<void> {
    if (!nextChange || boundary?.generation === generation) return;
    const found = generation;
    try {
      boundary = { at: await nextChange(since), generation: found };
    } catch (error) {
      boundary = undefined;
      log.warn({ err: error }, 'Could not read when the schedules next change what is public');
    }
  }

  /** A boundary passed: a new generation, the next boundary asked at once. */
  function passedBoundary(): boolean {
    if (boundary?.at === undefined || now() < boundary.at) return false;
    turn();
    boundary = undefined;
    return true;
  }

  async function check(): Promise<number> {
    try {
      const row = await db
        .selectFrom('contentVersion')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
      const version = Number(row?.version ?? 0);
      if (seen !== undefined && version !== seen) turn();
      seen = version;
    } catch (error) {
      // Keep serving what is cached; the next request after the interval asks again.
      log.warn({ err: error }, 'Could not read the content version');
    }
    await findBoundary();
    // Found late (the first check after a write made it): already passed, it turns at once.
    passedBoundary();
    checkedAt = now();
    return generation;
  }

  return {
    current() {
      const passed = passedBoundary();
      if (!passed && now() - checkedAt < checkEveryMs) return Promise.resolve(generation);
      checking ??= check().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    async changed() {
      turn();
      try {
        const row = await db
          .updateTable('contentVersion')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', 1)
          .returning('version')
          .executeTakeFirst();
        // Our own raise: no reason for another generation at the next check.
        if (row) seen = Number(row.version);
      } catch (error) {
        log.warn({ err: error }, 'Could not raise the content version for other instances');
      }
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have changed what the public sees: a write to the API (sign-in and
 * sessions aside) that was not refused. A 4xx stores nothing; a 5xx may have stored part.
 */
function mayHaveChanged(request: FastifyRequest, status: number): boolean {
  if (READS.has(request.method)) return false;
  // A visitor's write (a pending gift) changes nothing the public reads: the caches stay.
  if (request.routeOptions.config.access === 'visitor') return false;
  const url = request.url;
  if (!url.startsWith('/api/') || url.startsWith('/api/v1/users/')) return false;
  return status < 400 || status >= 500;
}

export const contentVersionPlugin = fp<{
  checkEveryMs?: number;
  now?: () => number;
  nextChange?: (at: number) => Promise<number | undefined>;
}>(
  async (app, options) => {
    const version = contentVersion(app.db, app.log, options);
    app.decorate('contentVersion', version);
    // onSend: before the answer leaves, so whoever made the change never reads the old content.
    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveChanged(request, reply.statusCode)) await version.changed();
      return payload;
    });
  },
  { name: 'content-version' },
);

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    contentVersion: ContentVersion;
  }
}
