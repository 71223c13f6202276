import { partnerApi } from '@/entities/partner';
import type { PrefetchAction } from '@/shared/routes';

/** What the partners section's first paint needs in the store. */
export function prefetchPartners(): PrefetchAction[] {
  return [partnerApi.endpoints.getPartners.initiate()];
}
