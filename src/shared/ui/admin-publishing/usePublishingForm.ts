import { useMemo } from 'react';
import {
  publishingFields,
  publishingValues,
  type Cleared,
  type PublishingValues,
  type StatusKey,
} from './publishing';

type Options<C extends Cleared> = { timeZone: string; statusKey?: StatusKey; cleared: C };

/**
 * The publishing block of a form, on the trust's clock (`timeZone`): its starting values (the stored item's,
 * or published with no window) and what to send of it (only what changed).
 */
export function usePublishingForm<C extends Cleared>(
  stored: object | undefined,
  { timeZone, statusKey, cleared }: Options<C>,
) {
  return useMemo(
    () => ({
      initial: publishingValues(stored, timeZone, statusKey),
      fieldsOf: (values: PublishingValues) =>
        publishingFields(values, stored, { timeZone, statusKey, cleared }),
    }),
    [stored, timeZone, statusKey, cleared],
  );
}
