import type { ComponentType } from 'react';
import type { SectionToggle } from '@contract/settings';
import { useShown } from './settings';

/**
 * A home section drawn only while its show flag is on; switched off, nothing inside it runs, so
 * its data is not even asked for.
 */
export function shownBy(flag: SectionToggle, Section: ComponentType): ComponentType {
  return function ShownSection() {
    return useShown(flag) ? <Section /> : null;
  };
}
