import { useEffect } from 'react';

/** A public list that fails is only logged (docs/product.md §8): 'Failed to load the {what}'. */
export function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`Failed to load the ${what}`, error);
  }, [what, error]);
}
