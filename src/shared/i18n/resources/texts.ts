/** Another language's texts for a group of English ones: the same keys, any strings. */
export type Texts<T> = { [Group in keyof T]: { [Key in keyof T[Group]]: string } };
