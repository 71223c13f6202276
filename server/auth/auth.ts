import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { CONTENT_ROLES, mayUse, type Access, type Role, type SignedIn } from '@contract/admin';
import argon2 from 'argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';
import { checkRole, declareAccess, rolesOf, type DeclaredRoute } from './access';
import { currentSession, sessionClaims, type SessionAdmin } from './sessions';
import { refuseUntilTwoFactor, twoFactorRequiredFor } from './twoFactorPolicy';

/* OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const TOKEN_ISSUER = 'charity-site';
export const TOKEN_AUDIENCE = 'charity-site-admin';
const TOKEN_LIFETIME = '12h';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('no admin has this password, it only burns time'));

/** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(await dummy(), password);
}

type TokenClaims = { sub: string; email: string; ver: number; jti: string };

export function signToken(
  app: FastifyInstance,
  admin: { id: number; email: string; tokenVersion: number },
): string {
  const claims: TokenClaims = {
    sub: String(admin.id),
    email: admin.email,
    ver: Number(admin.tokenVersion),
    // Names this token alone, so signing out revokes it and no other session of the admin.
    jti: randomUUID(),
  };
  return app.jwt.sign(claims);
}

/**
 * Signs a person in whose password (and second step, when on) was right: notes when, for the
 * team screen, and answers the login's token with who it signs in.
 */
export async function completeSignIn(
  app: FastifyInstance,
  admin: { id: number; email: string; role: Role; tokenVersion: number },
): Promise<SignedIn> {
  await app.db
    .updateTable('admins')
    .set({ lastSignInAt: new Date().toISOString() })
    .where('id', '=', admin.id)
    .execute();
  return { token: signToken(app, admin), email: admin.email, role: admin.role };
}

/**
 * Whether the request, on a route anyone may read, comes from someone signed in who may edit the
 * content (an Owner or an Editor, two-factor set up where the team asks for it). A missing,
 * invalid or ended token is no error here: the reader is the public.
 */
export async function mayEditContent(request: FastifyRequest): Promise<boolean> {
  if (!/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '')) return false;
  try {
    await request.jwtVerify();
  } catch {
    return false;
  }
  const claims = sessionClaims(request.user);
  const admin = claims && (await currentSession(request.server.db, claims));
  if (!admin || !mayUse(admin.role, CONTENT_ROLES)) return false;
  if (admin.twoFactor) return true;
  return !(await twoFactorRequiredFor(request.server.db, admin.role));
}

/** JWT signing, every API route's declared access, and the guard that enforces it. */
export const authPlugin = fp<{ secret: string }>(
  async (app, { secret }) => {
    // Made now, so the first login with an unknown email takes no longer than the others.
    await dummy();
    await app.register(fastifyJwt, {
      secret,
      sign: {
        algorithm: 'HS256',
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        expiresIn: TOKEN_LIFETIME,
      },
      verify: {
        // Only the one algorithm we sign with: never `none`, never a public-key one whose key
        // could be confused with the secret.
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['iss', 'aud', 'iat', 'exp', 'sub', 'jti'],
        // Even a token signed with a longer expiry is refused past the lifetime (counted from
        // iat; @fastify/jwt would read a bare number as seconds).
        maxAge: TOKEN_LIFETIME,
      },
    });

    app.decorateRequest('admin', null);
    const routeTable: DeclaredRoute[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      routeTable.push(...declareAccess(route));
    });
    app.addHook('onRequest', async (request) => {
      const roles = rolesOf(request.routeOptions.config.access);
      if (!roles) return;
      const header = request.headers.authorization ?? '';
      if (!/^Bearer\s+\S+$/i.test(header)) {
        throw new HttpError(401, 'Sign in first: this call needs "Authorization: Bearer <token>"');
      }
      try {
        await request.jwtVerify();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw new HttpError(401, expired ? 'The session has expired' : 'The token is not valid');
      }
      const claims = sessionClaims(request.user);
      if (!claims) throw new HttpError(401, 'The token is not valid');
      const admin = await currentSession(app.db, claims);
      if (!admin) throw new HttpError(401, 'The session has ended: sign in again');
      checkRole(request, roles, admin.role);
      await refuseUntilTwoFactor(app.db, request, admin);
      request.admin = admin;
    });
  },
  { name: 'auth' },
);

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * Who may call the route (access.ts): `public`, `visitor` (a write any visitor may make
     * without a token, a donor telling of a gift: the route limits and bounds it itself, and it
     * changes nothing the public reads) or the roles that may, each with a token.
     */
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Every API route and who may call it, as declared (access.ts). */
    routeTable: readonly DeclaredRoute[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in person on a route that needs a token; null elsewhere. */
    admin: SessionAdmin | null;
  }
}
