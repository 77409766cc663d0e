import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the server, never to the portal's client-side routes. */
const SERVER_PATHS = /^\/(api|bot|conference|oidc|dev|docs|lift_conference)(\/|$)/;
/** Portal screens under a server prefix: the demo's browser phone (the portal shows it only where it exists). */
const PORTAL_PATHS = /^\/dev\/phone\/?$/;

function isPortalRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (PORTAL_PATHS.test(pathname) || !SERVER_PATHS.test(pathname)) && !lastSegment.includes('.');
}

function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
}

/**
 * Serves the built portal from `portalDir` with the single-page fallback: an unknown path without a file extension
 * outside the server's own prefixes answers `index.html`, so deep links such as `/client/12/calls` load the app.
 * Without a built portal only the JSON 404 remains. Hashed assets are cached for a year, everything else revalidated.
 */
export async function registerPortal(app: FastifyInstance, portalDir: string): Promise<boolean> {
  const hasPortal = existsSync(path.join(portalDir, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDir,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasPortal && isPortalRoute(request)) {
      return reply.sendFile('index.html');
    }
    return sendNotFound(reply);
  });
  return hasPortal;
}
