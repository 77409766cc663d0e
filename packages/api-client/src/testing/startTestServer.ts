import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received, with its raw body. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body as text. */
  text: string;
}

/** What a test handler answers; a plain object body is sent as JSON. */
export interface TestReply {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Decides the answer to one request. */
export type TestHandler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

/** A real HTTP server on an ephemeral port that records every request, for testing the client end to end. */
export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler; the default answers 200 with `{}`. */
  handle(handler: TestHandler): void;
  /** Resolves once at least `count` requests arrived. */
  waitForRequests(count: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

/** Starts a `node:http` server on port 0 (test-only; never part of the client path). */
export async function startTestServer(handler: TestHandler = () => ({ body: {} })): Promise<TestServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: (requests: RecordedRequest[]) => void }[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://test.invalid'),
        headers: req.headers,
        body,
        text: body.toString('utf8'),
      };
      requests.push(recorded);
      for (const waiter of waiters.filter((candidate) => requests.length >= candidate.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(requests);
      }
      Promise.resolve(current(recorded))
        .then((reply) => {
          const isText = typeof reply.body === 'string';
          const payload = reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
          const headers: Record<string, string> = {
            'content-type': isText ? 'text/plain' : 'application/json',
            ...reply.headers,
          };
          res.writeHead(reply.status ?? 200, reply.statusText ?? '', headers);
          res.end(payload);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve(requests);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
