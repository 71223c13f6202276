import fp from 'fastify-plugin';
import { CRITICAL_FACE_PATH, criticalFaces, type CriticalFaces } from './criticalFaces';

/** A year: a face's name is made from its content, so a changed face is a new file. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `app.criticalFaces` (criticalFaces.ts), and the route that serves the faces it built. A name
 * it never built (or no longer keeps) is a 404: the page's stylesheet then falls back to the
 * full face.
 */
export const criticalFacePlugin = fp(
  async (app) => {
    const faces = criticalFaces(app.log);
    app.decorate('criticalFaces', faces);
    app.addHook('onClose', async () => faces.close());

    app.get<{ Params: { name: string } }>(
      `${CRITICAL_FACE_PATH}:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const face = faces.file(request.params.name);
        if (!face) return reply.callNotFound();
        return reply
          .header('Cache-Control', IMMUTABLE)
          .header('X-Content-Type-Options', 'nosniff')
          .type('font/woff2')
          .send(face);
      },
    );
  },
  { name: 'critical-faces' },
);

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    criticalFaces: CriticalFaces;
  }
}
