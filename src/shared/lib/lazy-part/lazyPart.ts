import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A piece of the app in a chunk of its own: the server renders it in full (it loads every part
 * first), the browser fetches it when it is needed. The one way the app loads a part later: a
 * public page (app/entry/routeParts.tsx), an admin screen (the same file, with `onServer: false`)
 * and a section below the first screen (DeferredPart) are each one.
 */
export type LazyPart<P extends object = object> = {
  /** The component; until the chunk is loaded, rendering it suspends. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk (once); resolves when the component renders without suspending. */
  preload(): Promise<void>;
  isLoaded(): boolean;
  /** Calls `listener` once the chunk is loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

const parts: LazyPart[] = [];

/**
 * A thenable that calls back at once. React.lazy then reads a loaded part in the same render
 * instead of suspending: the server's single-pass render and a hydration after a preload both
 * see the real component.
 */
function settled<P>(component: ComponentType<P>): Promise<Loaded<P>> {
  const value = { default: component };
  const thenable = {
    then(onFulfilled?: (loaded: Loaded<P>) => unknown) {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : value);
    },
  };
  return thenable as unknown as Promise<Loaded<P>>;
}

type PartOptions = {
  /** False for a part the server never renders (the admin's): preloadAllParts leaves it out. */
  onServer?: boolean;
};

export function lazyPart<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { onServer = true }: PartOptions = {},
): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const preload = () => {
    loading ??= load().then((module) => {
      component = pick(module);
      for (const listener of listeners) listener();
      listeners.clear();
    });
    return loading;
  };

  const part: LazyPart<P> = {
    Component: lazy(() =>
      component
        ? settled(component)
        : preload().then(() => ({ default: component as ComponentType<P> })),
    ),
    preload,
    isLoaded: () => component !== undefined,
    subscribe(listener) {
      if (component) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (onServer) parts.push(part as unknown as LazyPart);
  return part;
}

/**
 * Loads every part the server renders, and those that loading them brings in (the server, before
 * rendering).
 */
export async function preloadAllParts(): Promise<void> {
  let count = 0;
  while (count < parts.length) {
    const pending = parts.slice(count);
    count = parts.length;
    await Promise.all(pending.map((part) => part.preload()));
  }
}
