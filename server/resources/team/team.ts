import {
  NewMemberBody,
  OWNER_ROLES,
  PasswordAnswer,
  RoleBody,
  TeamList,
  TeamMember,
  TeamPolicy,
} from '@contract/admin';
import { ErrorBody, IdParams } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  actorOf,
  changeRole,
  createAdmin,
  findMember,
  generatePassword,
  listTeam,
  removeMember,
  setAdminPassword,
  setTeamPolicy,
  teamPolicy,
} from '../../auth';

/*
 * The Owner's team screen (docs/product.md §6): who is on the team, in which role; adding a person
 * (their password shown once, to hand over), another role, a new password, removing them, and
 * whether Owners and Accounts must use two-factor sign-in. The rules live in server/auth/team.ts,
 * shared with `npm run admin`: the site keeps an Owner (409), and a change ends the person's
 * sessions at once.
 */

const tags = ['team'];

export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const access = OWNER_ROLES;

  app.get(
    '/team',
    {
      config: { access },
      schema: { tags, summary: 'Everyone on the team, by e-mail', response: { 200: TeamList } },
    },
    async () => listTeam(db),
  );

  app.post(
    '/team',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Adds a person in a role; answers their generated password, shown this once',
        body: NewMemberBody,
        response: { 201: PasswordAnswer, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const password = generatePassword();
      const { id } = await createAdmin(db, email, password, role, actorOf(request));
      return reply.status(201).send({ member: await findMember(db, { id }), password });
    },
  );

  app.get(
    '/team/policy',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Whether Owners and Accounts must use two-factor sign-in',
        response: { 200: TeamPolicy },
      },
    },
    async () => teamPolicy(db),
  );

  app.put(
    '/team/policy',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Requires two-factor sign-in of Owners and Accounts, or not',
        body: TeamPolicy,
        response: { 200: TeamPolicy },
      },
    },
    async (request) => setTeamPolicy(db, actorOf(request), request.body),
  );

  app.patch(
    '/team/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Changes a person's role; their sessions end at once",
        description: 'Answers 409 when the person is the last Owner and the role is another.',
        params: IdParams,
        body: RoleBody,
        response: { 200: TeamMember, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      changeRole(db, actorOf(request), { id: request.params.id }, request.body.role),
  );

  app.delete(
    '/team/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Takes a person off the team with their recovery codes; their sessions end',
        description: 'Answers 409 for the last Owner.',
        params: IdParams,
        response: { 204: Type.Null(), 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await removeMember(db, actorOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/team/:id/password',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Gives a person a new generated password, shown this once; their sessions end',
        params: IdParams,
        response: { 200: PasswordAnswer, 404: ErrorBody },
      },
    },
    async (request) => {
      const password = generatePassword();
      const whom = { id: request.params.id };
      const member = await setAdminPassword(db, whom, password, actorOf(request));
      return { member, password };
    },
  );
};
