import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in server answered. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** What a route answers: a status and a JSON body. */
export interface StandInReply {
  status: number;
  body: unknown;
}

/** A listening stand-in for the CareCall backends. */
export interface StandInServer {
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * Starts an HTTP server on a free loopback port that answers `routes` (keyed `METHOD /path`, query left out) and 404
 * with the backends' error body otherwise, recording every request.
 */
export async function startStandInServer(routes: Record<string, StandInReply>): Promise<StandInServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const method = request.method ?? 'GET';
    requests.push({ method, path, headers: request.headers });
    const reply = routes[`${method} ${path}`] ?? { status: 404, body: { error: 'not found', code: 'NOT_FOUND' } };
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
