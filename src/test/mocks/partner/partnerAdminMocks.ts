import { uploadUrl, type Partner } from '@contract';
import { API_PREFIX } from '@/shared/config';
import { memoryBackend, sentFileName, sentText } from '@/test/lib';
import { demoPartners, PARTNERS_URL } from './partnerMocks';

export const PARTNER_URL = `*${API_PREFIX}/partners/:id`;

/** The partners API remembering adds, edits and deletes over a copy of `initial`. */
export function partnerBackend(initial: readonly Partner[] = demoPartners) {
  return memoryBackend<Partner>({
    listUrl: PARTNERS_URL,
    itemUrl: PARTNER_URL,
    initial,
    create: (fields, id) => ({
      id,
      name: sentText(fields, 'name') ?? '',
      logo: uploadUrl('partner', sentFileName(fields) ?? ''),
    }),
    update: (partner, fields) => {
      const file = sentFileName(fields);
      return {
        ...partner,
        name: sentText(fields, 'name') ?? partner.name,
        logo: file ? uploadUrl('partner', file) : partner.logo,
      };
    },
  });
}
