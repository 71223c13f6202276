/*
 * The admin team's roles and their groups as plain values (docs/product.md §6), apart from the
 * schema (roles.ts): the web's route table reads them in every page's script, which should not
 * carry the schema library for it.
 */
export const ROLES = ['owner', 'accounts', 'editor'] as const;
type RoleName = (typeof ROLES)[number];

/** Every role: a signed-in person of the team. */
export const EVERY_ROLE: readonly RoleName[] = ROLES;
/** Those who keep the accounts: the gifts with donors' private details. */
export const GIFT_ROLES: readonly RoleName[] = ['owner', 'accounts'];
/** Those who edit the public content. */
export const CONTENT_ROLES: readonly RoleName[] = ['owner', 'editor'];
/** The trust's owner alone: the team, the payment and legal details. */
export const OWNER_ROLES: readonly RoleName[] = ['owner'];

/**
 * Who may call a route, declared where it is defined: anyone (`public`: a read, signing in),
 * any visitor's bounded write (`visitor`: a donor telling of a gift), or the roles listed,
 * each with a token.
 */
export type Access = 'public' | 'visitor' | readonly RoleName[];

export function mayUse(role: RoleName | undefined, roles: readonly RoleName[]): boolean {
  return role !== undefined && roles.includes(role);
}
