import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received, as Twilio would see it. */
export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A local server that answers like Twilio's Messages API, for adapter tests that never leave the machine. */
export interface TwilioStandIn {
  url: string;
  requests: TwilioRequest[];
  /** The next answers: status and JSON body (Twilio's error shape is `{ code, message, more_info, status }`). */
  respondWith(status: number, body: object): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stand-in on a free loopback port. */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const requests: TwilioRequest[] = [];
  let answer: { status: number; body: object } | null = null;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const sid = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)?.[1];
    const { status, body: reply } = answer ?? {
      status: sid ? 201 : 404,
      body: sid
        ? { sid: `SM${'0'.repeat(32)}`, account_sid: decodeURIComponent(sid), status: 'queued' }
        : { code: 20404, message: 'The requested resource was not found', status: 404 },
    };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(status, body) {
      answer = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
