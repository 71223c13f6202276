import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '@contract/admin';
import { API_PREFIX } from '@/shared/config';

export const AUDIT_URL = `*${API_PREFIX}/audit`;

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-03-05T09:30:00.000Z',
  adminId: 1,
  adminEmail: 'admin@example.org',
  resource: 'partner',
  resourceId: String(id),
  action: 'create',
  summary: '',
  before: null,
  after: null,
  versionId: null,
  ...fields,
});

/** The latest changes, newest first, as the server lists them. */
export const demoChanges: AuditEntry[] = [
  entry(3, {
    at: '2026-03-05T11:15:00.000Z',
    resource: 'settings',
    resourceId: null,
    action: 'edit',
    summary: 'theme',
    before: { theme: { color: 'orange' } },
    after: { theme: { color: 'blue' } },
  }),
  entry(2, {
    at: '2026-03-04T16:40:00.000Z',
    resource: 'news',
    action: 'pin',
    summary: 'Wells open',
  }),
  entry(1, { adminEmail: 'volunteer@example.org', summary: 'Akshaya Food Bank' }),
];

/** Answers `changes` (none unless told: a fresh site has no history). */
export const auditHandlers = (changes: AuditEntry[] = []) => [
  http.get(AUDIT_URL, () => HttpResponse.json(changes)),
];
