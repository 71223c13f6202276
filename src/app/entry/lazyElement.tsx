import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A route element loaded on demand as its own chunk. Slices export by name, so the loader
 * picks the component out of the module for React.lazy.
 */
export function lazyElement<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Component = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
