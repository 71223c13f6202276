import { createContext, useContext, type ReactNode } from 'react';

/*
 * Whether the person may change what the current admin screen shows, or only read it
 * (docs/product.md §6: Accounts reads the content; an Editor changes it). The route table decides
 * it per screen from the person's role; the lists' Add, Edit and Delete read it. Outside any
 * screen that says otherwise, changes are allowed.
 */
const MayChangeContext = createContext(true);

export function MayChangeProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <MayChangeContext.Provider value={value}>{children}</MayChangeContext.Provider>;
}

/** False on a screen the person's role may read but not change. */
export function useMayChange(): boolean {
  return useContext(MayChangeContext);
}
