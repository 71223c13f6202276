import { http, HttpResponse } from 'msw';
import type { BinEntry, Version } from '@contract/admin';
import type { ErrorBody } from '@contract/common';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';

const VERSIONS_URL = `*${API_PREFIX}/versions`;
const BIN_URL = `*${API_PREFIX}/bin`;

const version = (id: number, fields: Partial<Version>): Version => ({
  id,
  kind: 'partners',
  itemId: '1',
  at: '2026-03-05T09:30:00.000Z',
  adminEmail: 'admin@example.org',
  action: 'edit',
  auditId: null,
  data: {},
  ...fields,
});

const partner = (name: string, nameUr: string | null, logo: string) => ({
  id: 1,
  position: 1,
  name,
  nameUr,
  logo: uploadUrl('partner', logo),
});

/**
 * The first partner's versions, newest first: added without its Urdu, its Urdu given, then
 * renamed with a new logo.
 */
const demoVersions: Version[] = [
  version(3, {
    at: '2026-03-05T11:15:00.000Z',
    data: partner('Akshaya Food Bank', 'اکشیا فوڈ بینک', 'akshaya.png'),
  }),
  version(2, {
    at: '2026-03-04T16:40:00.000Z',
    adminEmail: 'volunteer@example.org',
    data: partner('Akshaya Foods', 'اکشیا فوڈز', 'akshaya-old.png'),
  }),
  version(1, {
    at: '2026-03-01T08:00:00.000Z',
    action: 'create',
    data: partner('Akshaya Foods', null, 'akshaya-old.png'),
  }),
];

/** The hero's versions: a new heading in both languages, and the section hidden. */
export const heroVersions: Version[] = [
  version(12, {
    kind: 'settings',
    itemId: 'hero',
    data: {
      value: {
        show: false,
        en: { heading: 'Hope for every home', subHeading: 'Since 2010', action: 'Donate' },
        ur: { heading: 'ہر گھر کے لیے امید', subHeading: '', action: 'عطیہ دیں' },
      },
    },
  }),
  version(11, {
    kind: 'settings',
    itemId: 'hero',
    action: 'upgrade',
    // As the server records it: no person made the first version.
    adminEmail: 'upgrade',
    at: '2026-03-01T08:00:00.000Z',
    data: {
      value: {
        show: true,
        en: { heading: 'Helping hands', subHeading: 'Since 2010', action: 'Donate' },
        ur: { heading: 'مدد کے ہاتھ', subHeading: '', action: 'عطیہ دیں' },
      },
    },
  }),
];

/** The bin as the demo starts it, newest first: a partner and a news item. */
export const demoBin: BinEntry[] = [
  {
    id: 21,
    kind: 'partners',
    itemId: '5',
    summary: 'Noor Trust',
    deletedAt: '2026-03-05T10:00:00.000Z',
    deletedBy: 'volunteer@example.org',
    purgeAt: '2026-04-04T10:00:00.000Z',
    data: partner('Noor Trust', 'نور ٹرسٹ', 'noor.png'),
  },
  {
    id: 20,
    kind: 'news',
    itemId: '9',
    summary: 'Wells open',
    deletedAt: '2026-03-02T10:00:00.000Z',
    deletedBy: 'admin@example.org',
    purgeAt: '2026-04-01T10:00:00.000Z',
    data: { id: 9, heading: 'Wells open', headingUr: null, link: 'https://example.org/wells' },
  },
];

const refusal = (statusCode: 404 | 409, message: string) =>
  HttpResponse.json<ErrorBody>(
    { statusCode, error: statusCode === 404 ? 'Not Found' : 'Conflict', message },
    { status: statusCode },
  );

type Refusals = Record<number, { status: 404 | 409; message: string }>;

/**
 * The versions' and the bin's endpoints over in-memory lists, as the agreed API answers them: a
 * restored version makes a new one (action 'restore'), first of its item's; a restored bin entry
 * leaves the bin. `refuse` answers a restore of the given id with a 404 or 409 instead. What the
 * test restores stays in `restored`, to assert.
 */
export function versionBackend({
  versions = demoVersions,
  bin = demoBin,
  refuse = {} as Refusals,
} = {}) {
  const state = {
    versions: [...versions],
    bin: [...bin],
    restored: [] as number[],
    binRestored: [] as number[],
    asked: [] as string[],
  };
  let nextId = 100;
  const handlers = [
    http.get(VERSIONS_URL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.asked.push(`${query.get('kind')}/${query.get('id')}`);
      return HttpResponse.json(
        state.versions.filter(
          ({ kind, itemId }) => kind === query.get('kind') && itemId === query.get('id'),
        ),
      );
    }),
    http.post(`${VERSIONS_URL}/:id/restore`, ({ params }) => {
      const id = Number(params.id);
      const refused = refuse[id];
      if (refused) return refusal(refused.status, refused.message);
      const restored = state.versions.find((one) => one.id === id);
      if (!restored) return refusal(404, 'No such version');
      state.restored.push(id);
      const made = { ...restored, id: (nextId += 1), action: 'restore' as const };
      state.versions.unshift({ ...made, at: '2026-03-06T09:00:00.000Z' });
      return HttpResponse.json(made);
    }),
    http.get(BIN_URL, () => HttpResponse.json(state.bin)),
    http.post(`${BIN_URL}/:id/restore`, ({ params }) => {
      const id = Number(params.id);
      const refused = refuse[id];
      if (refused) return refusal(refused.status, refused.message);
      const entry = state.bin.find((one) => one.id === id);
      if (!entry) return refusal(404, 'No such entry');
      state.bin = state.bin.filter((one) => one !== entry);
      state.binRestored.push(id);
      return HttpResponse.json({ kind: entry.kind, itemId: entry.itemId });
    }),
  ];
  return { state, handlers };
}
