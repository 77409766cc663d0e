import { type AddressInfo, createServer, type Socket } from 'node:net';

/** A message the stand-in accepted. */
export interface SmtpDelivery {
  /** The credentials of `AUTH PLAIN` or `AUTH LOGIN`, when the client authenticated. */
  auth: { username: string; password: string } | null;
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA, dot-unstuffed. */
  data: string;
}

/** A local SMTP server that speaks just enough (EHLO, AUTH, MAIL, RCPT, DATA, QUIT) for nodemailer to deliver. */
export interface SmtpStandIn {
  port: number;
  deliveries: SmtpDelivery[];
  /** Makes RCPT TO answer with this line instead of accepting (e.g. `550 5.1.1 No such user`). */
  rejectRecipientsWith(line: string | null): void;
  close(): Promise<void>;
}

/** Starts the stand-in on a free loopback port. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const deliveries: SmtpDelivery[] = [];
  const sockets = new Set<Socket>();
  let recipientRejection: string | null = null;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-plain' | 'auth-login-user' | 'auth-login-pass' = 'command';
    let auth: SmtpDelivery['auth'] = null;
    let loginUser = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] = [];
    const send = (line: string) => socket.write(`${line}\r\n`);
    const decodePlain = (encoded: string) => {
      const [, username = '', password = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\0');
      auth = { username, password };
    };

    const handle = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          deliveries.push({ auth, ...envelope, data: data.join('\r\n') });
          envelope = { from: '', to: [] };
          data = [];
          mode = 'command';
          send('250 2.0.0 Ok: queued');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      if (mode === 'auth-plain') {
        decodePlain(line);
        mode = 'command';
        send('235 2.7.0 Authentication successful');
        return;
      }
      if (mode === 'auth-login-user') {
        loginUser = Buffer.from(line, 'base64').toString('utf8');
        mode = 'auth-login-pass';
        send(`334 ${Buffer.from('Password:').toString('base64')}`);
        return;
      }
      if (mode === 'auth-login-pass') {
        auth = { username: loginUser, password: Buffer.from(line, 'base64').toString('utf8') };
        mode = 'command';
        send('235 2.7.0 Authentication successful');
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          send('250-localhost greets you');
          send('250-AUTH PLAIN LOGIN');
          send('250-8BITMIME');
          send('250 SMTPUTF8');
          return;
        case 'HELO':
          send('250 localhost');
          return;
        case 'AUTH': {
          const [method = '', initial] = argument.split(' ');
          if (method.toUpperCase() === 'PLAIN') {
            if (initial) {
              decodePlain(initial);
              send('235 2.7.0 Authentication successful');
            } else {
              mode = 'auth-plain';
              send('334 ');
            }
          } else if (method.toUpperCase() === 'LOGIN') {
            mode = 'auth-login-user';
            send(`334 ${Buffer.from('Username:').toString('base64')}`);
          } else {
            send('504 5.5.4 Unrecognized authentication type');
          }
          return;
        }
        case 'MAIL':
          envelope.from = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          send('250 2.1.0 Ok');
          return;
        case 'RCPT':
          if (recipientRejection) {
            send(recipientRejection);
            return;
          }
          envelope.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
          send('250 2.1.5 Ok');
          return;
        case 'DATA':
          mode = 'data';
          send('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET':
          envelope = { from: '', to: [] };
          send('250 2.0.0 Ok');
          return;
        case 'NOOP':
          send('250 2.0.0 Ok');
          return;
        case 'QUIT':
          send('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          send('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
        end = buffer.indexOf('\r\n');
      }
    });
    send('220 localhost ESMTP CareCall test stand-in');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    deliveries,
    rejectRecipientsWith(line) {
      recipientRejection = line;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
