import { usePreviewLogoUrl as usePreviewSlice } from '@/entities/setting';

/**
 * The logo picked in the admin's settings preview, shown before it is saved (docs/product.md §2);
 * undefined outside preview mode or when no new logo was picked.
 */
export function usePreviewLogoUrl(): string | undefined {
  return usePreviewSlice();
}
