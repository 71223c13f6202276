import { ErrorBody, LoginAnswer, LoginBody } from '@contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signToken, verifyAgainstDummy, verifyPassword } from '../platform/auth';
import { HttpError } from '../platform/errors';

const INVALID = 'Invalid email or password';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in; answers a token for the Authorization header',
        body: LoginBody,
        response: { 200: LoginAnswer, 401: ErrorBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const admin = await app.db
        .selectFrom('admins')
        .select(['id', 'email', 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!admin) {
        await verifyAgainstDummy(request.body.password);
        throw new HttpError(401, INVALID);
      }
      if (!(await verifyPassword(admin.passwordHash, request.body.password))) {
        throw new HttpError(401, INVALID);
      }
      return { token: signToken(app, admin) };
    },
  );
};
