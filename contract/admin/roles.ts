import { type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { ROLES } from './roleGroups';

/*
 * The admin team's roles; every person has exactly one (docs/product.md §6).
 * - owner: everything, and alone the team, the trust's payment and legal details and whether
 *   two-factor sign-in is required.
 * - accounts: the gifts with their donors' private details; reads everything else.
 * - editor: the content and the site settings other than the trust's payment and legal details.
 * The groups and `mayUse` are plain values in roleGroups.ts (no schema library), given here too.
 */
export { CONTENT_ROLES, EVERY_ROLE, GIFT_ROLES, OWNER_ROLES, ROLES, mayUse } from './roleGroups';
export type { Access } from './roleGroups';
export const Role = StringEnum(ROLES);
export type Role = Static<typeof Role>;
