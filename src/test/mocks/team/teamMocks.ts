import { http, HttpResponse } from 'msw';
import type {
  NewMemberBody,
  OwnerNotice,
  PasswordAnswer,
  RoleBody,
  TeamMember,
  TeamPolicy,
} from '@contract/admin';
import type { ErrorBody } from '@contract/common';
import { API_PREFIX } from '@/shared/config';
import { demoTeam } from '../session/sessionMocks';

export const TEAM_URL = `*${API_PREFIX}/team`;
const TEAM_POLICY_URL = `*${API_PREFIX}/team/policy`;
const NOTICES_URL = `*${API_PREFIX}/notices`;

/** The team as the mock server starts it: one person per role, the Owner alone of theirs. */
export function demoMembers(): TeamMember[] {
  return [
    { ...member('owner'), lastSignInAt: '2026-03-05T09:30:00Z', twoFactor: true },
    { ...member('accounts'), lastSignInAt: '2026-03-04T12:00:00Z', twoFactor: false },
    { ...member('editor'), lastSignInAt: null, twoFactor: false },
  ];
}

function member(role: keyof typeof demoTeam) {
  const { id, email } = demoTeam[role];
  return { id, email, role };
}

/** A UPI ID changed and not yet acknowledged by any Owner. */
export const demoNotice: OwnerNotice = {
  id: 7,
  at: '2026-03-05T10:15:00Z',
  adminEmail: 'owner2@example.org',
  summary: 'UPI ID: helpinghands@example → newtrust@bank',
};

/** The server's refusal to leave the team without an Owner (409), in English. */
export const LAST_OWNER_MESSAGE = 'The team must keep at least one Owner';

const conflict = (message: string): ErrorBody => ({ statusCode: 409, error: 'Conflict', message });

/**
 * The team's endpoints over an in-memory team, policy and notices, as the server answers them
 * (docs/product.md §6): a new person's password shown once; the last Owner neither removed nor
 * demoted (409). What the test changes stays in the returned state, to assert.
 */
export function teamBackend({ notices = [] as OwnerNotice[], members = demoMembers() } = {}) {
  const state = {
    members,
    policy: { twoFactorRequired: false } as TeamPolicy,
    notices: [...notices],
    acknowledged: [] as number[],
  };
  const owners = () => state.members.filter(({ role }) => role === 'owner').length;
  const find = (id: unknown) => state.members.find((one) => one.id === Number(id));
  let nextId = 100;

  const handlers = [
    http.get(TEAM_POLICY_URL, () => HttpResponse.json<TeamPolicy>(state.policy)),
    http.put(TEAM_POLICY_URL, async ({ request }) => {
      state.policy = (await request.json()) as TeamPolicy;
      return HttpResponse.json<TeamPolicy>(state.policy);
    }),
    http.get(TEAM_URL, () => HttpResponse.json<TeamMember[]>(state.members)),
    http.post(TEAM_URL, async ({ request }) => {
      const body = (await request.json()) as NewMemberBody;
      const added: TeamMember = { id: nextId++, ...body, lastSignInAt: null, twoFactor: false };
      state.members = [...state.members, added];
      return HttpResponse.json<PasswordAnswer>(
        { member: added, password: 'tulip-anchor-47-meadow' },
        { status: 201 },
      );
    }),
    http.patch(`${TEAM_URL}/:id`, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return new HttpResponse(null, { status: 404 });
      const { role } = (await request.json()) as RoleBody;
      if (found.role === 'owner' && role !== 'owner' && owners() === 1) {
        return HttpResponse.json(conflict(LAST_OWNER_MESSAGE), { status: 409 });
      }
      found.role = role;
      return HttpResponse.json<TeamMember>(found);
    }),
    http.delete(`${TEAM_URL}/:id`, ({ params }) => {
      const found = find(params.id);
      if (!found) return new HttpResponse(null, { status: 404 });
      if (found.role === 'owner' && owners() === 1) {
        return HttpResponse.json(conflict(LAST_OWNER_MESSAGE), { status: 409 });
      }
      state.members = state.members.filter((one) => one !== found);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${TEAM_URL}/:id/password`, ({ params }) => {
      const found = find(params.id);
      if (!found) return new HttpResponse(null, { status: 404 });
      return HttpResponse.json<PasswordAnswer>({
        member: found,
        password: 'copper-violet-12-harbour',
      });
    }),
    http.get(NOTICES_URL, () => HttpResponse.json<OwnerNotice[]>(state.notices)),
    http.post(`${NOTICES_URL}/:id/acknowledge`, ({ params }) => {
      state.acknowledged.push(Number(params.id));
      state.notices = state.notices.filter(({ id }) => id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, handlers };
}
