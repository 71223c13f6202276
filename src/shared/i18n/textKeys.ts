import type { ParseKeys } from 'i18next';

/*
 * Parts of the texts' keys, for components that build a key from a group and a name: the types
 * check every key so built against the texts (i18next.d.ts), as a written-out key is checked.
 */

/** The names in a group of texts: 'name' of 'adminPartners.name'. */
export type KeyIn<Group extends string> = ParseKeys extends infer Key
  ? Key extends `${Group}.${infer Name}`
    ? Name
    : never
  : never;

/** The groups of texts that hold the name `Name`: 'newsSection' of 'newsSection.loading'. */
export type GroupWith<Name extends string> = ParseKeys extends infer Key
  ? Key extends `${infer Group}.${Name}`
    ? Group
    : never
  : never;
