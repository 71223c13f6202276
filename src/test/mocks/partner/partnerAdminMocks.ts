import type { Partner } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { imageResourceBackend } from '@/test/lib';
import { demoPartners, PARTNERS_URL } from './partnerMocks';

export const PARTNER_URL = `*${API_PREFIX}/partners/:id`;

/** The partners API remembering adds, edits and deletes over a copy of `initial`. */
export function partnerBackend(initial: readonly Partner[] = demoPartners) {
  return imageResourceBackend<Partner>({
    listUrl: PARTNERS_URL,
    itemUrl: PARTNER_URL,
    initial,
    kind: 'partner',
    texts: ['name'],
    image: 'logo',
  });
}
