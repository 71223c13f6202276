import { type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';

/*
 * The admin team's roles; every person has exactly one (docs/product.md §6).
 * - owner: everything, and alone the team, the trust's payment and legal details and whether
 *   two-factor sign-in is required.
 * - accounts: the gifts with their donors' private details; reads everything else.
 * - editor: the content and the site settings other than the trust's payment and legal details.
 */
export const ROLES = ['owner', 'accounts', 'editor'] as const;
export const Role = StringEnum(ROLES);
export type Role = Static<typeof Role>;

/** Every role: a signed-in person of the team. */
export const EVERY_ROLE: readonly Role[] = ROLES;
/** Those who keep the accounts: the gifts with donors' private details. */
export const GIFT_ROLES: readonly Role[] = ['owner', 'accounts'];
/** Those who edit the public content. */
export const CONTENT_ROLES: readonly Role[] = ['owner', 'editor'];
/** The trust's owner alone: the team, the payment and legal details. */
export const OWNER_ROLES: readonly Role[] = ['owner'];

/**
 * Who may call a route, declared where it is defined: anyone (`public`: a read, signing in),
 * any visitor's bounded write (`visitor`: a donor telling of a gift), or the roles listed,
 * each with a token.
 */
export type Access = 'public' | 'visitor' | readonly Role[];

export function mayUse(role: Role | undefined, roles: readonly Role[]): boolean {
  return role !== undefined && roles.includes(role);
}
