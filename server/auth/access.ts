import type { Access, Role } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http';

/*
 * Who may call each route (docs/product.md §6), declared where the route is defined as
 * `config.access`. Every route under /api/ must declare it: the server refuses to start
 * otherwise, so a new route cannot slip through open. The declaration also writes the OpenAPI
 * document's `security` and names the roles in the route's description.
 */

/** Each role's name as people read it. */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  accounts: 'Accounts',
  editor: 'Editor',
};

/** The roles a route allows, or undefined when it needs no token. */
export function rolesOf(access: Access | undefined): readonly Role[] | undefined {
  return Array.isArray(access) ? access : undefined;
}

/** One API route and who may call it: the route table the access tests walk. */
export type DeclaredRoute = { method: string; url: string; access: Access };

/**
 * Checks the route's declared access (throws for an API route that declares none), writes it
 * into the OpenAPI document and answers the route's lines of the route table.
 */
export function declareAccess(route: RouteOptions): DeclaredRoute[] {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return [];
  const access = route.config?.access;
  if (access === undefined) {
    throw new Error(
      `${route.method} ${route.url} declares no access: give it config.access ` +
        `('public', 'visitor' or the roles that may call it)`,
    );
  }
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
  const declared = methods.map((method) => ({ method, url: route.url, access }));
  const roles = rolesOf(access);
  if (!roles) return declared;
  const schema = (route.schema ??= {});
  const who = roles.map((role) => ROLE_NAMES[role]).join(', ');
  schema.security = [{ bearer: [] }];
  schema.description = [schema.description, `Who may call it: ${who}.`]
    .filter(Boolean)
    .join('\n\n');
  const response = (schema.response ?? {}) as Record<string, unknown>;
  schema.response = { 401: ErrorBody, 403: ErrorBody, ...response };
  return declared;
}

const REFUSED = {
  en: 'This is not available for your role',
  ur: 'یہ آپ کے کردار کے لیے دستیاب نہیں',
};

/** The caller's language for an error they will read: Urdu when the request asks for it. */
export function wantsUrdu(request: FastifyRequest): boolean {
  return /^\s*ur\b/i.test(request.headers['accept-language'] ?? '');
}

/** The 403 a role gets for what it may not do, in the caller's language. */
export function refusedForRole(request: FastifyRequest): HttpError {
  return new HttpError(403, wantsUrdu(request) ? REFUSED.ur : REFUSED.en);
}

/** Throws 403 when the signed-in person's role may not call the route. */
export function checkRole(request: FastifyRequest, roles: readonly Role[], role: Role): void {
  if (!roles.includes(role)) throw refusedForRole(request);
}
