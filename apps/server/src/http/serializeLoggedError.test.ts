import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogCapture } from '../../test/logCapture.ts';
import { createLoggerOptions } from './createLoggerOptions.ts';
import { HttpError } from './HttpError.ts';
import { serializeLoggedError } from './serializeLoggedError.ts';

/** A unique violation as node-postgres reports it: the value is in `detail`, and drizzle adds the parameters. */
function failedInsert(): DrizzleQueryError {
  const cause = new pg.DatabaseError(
    'duplicate key value violates unique constraint "patients_external_id"',
    0,
    'error',
  );
  Object.assign(cause, {
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (lower(external_id))=(ext-secret-1) already exists.',
    table: 'patients',
    constraint: 'patients_external_id',
    routine: '_bt_check_unique',
  });
  return new DrizzleQueryError(
    'insert into "patients" ("first_name", "birth_date", "external_id") values ($1, $2, $3)',
    ['Zebulon', '1931-02-03', 'EXT-SECRET-1'],
    cause,
  );
}

const SECRETS = ['Zebulon', '1931-02-03', 'EXT-SECRET-1', 'ext-secret-1'];

describe('serializeLoggedError', () => {
  it('keeps the SQL text and the PostgreSQL code and names, not the parameters, detail or message', () => {
    const logged = serializeLoggedError(new HttpError(500, 'SAVE_FAILED', 'Saving failed', {}, failedInsert()));
    const text = JSON.stringify(logged);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      type: 'HttpError',
      message: 'Saving failed',
      code: 'SAVE_FAILED',
      cause: {
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "patients" ("first_name", "birth_date", "external_id") values ($1, $2, $3)',
        cause: {
          code: '23505',
          severity: 'ERROR',
          constraint: 'patients_external_id',
          table: 'patients',
          routine: '_bt_check_unique',
          message: 'PostgreSQL ERROR 23505',
        },
      },
    });
    expect((logged as { cause: { stack: string } }).cause.stack).toMatch(
      /^DrizzleQueryError: Failed query: .*\n {4}at /,
    );
  });

  it('leaves other values alone', () => {
    expect(serializeLoggedError('just text')).toBe('just text');
    expect(serializeLoggedError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });

  it('holds for every logger call that passes an error, with or without a message', async () => {
    const logs = createLogCapture();
    const app = Fastify({ logger: createLoggerOptions({ logLevel: 'info' }, logs.stream) });
    await app.ready();
    app.log.error(failedInsert());
    app.log.error({ err: failedInsert() });
    app.log.warn({ err: failedInsert() }, 'pruning expired rows failed');
    app.log
      .child({ reqId: 'req-1' })
      .error({ err: new Error('wrapped', { cause: failedInsert() }) }, 'unexpected error');
    await app.close();
    const text = logs.text();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const lines = logs.lines();
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Failed query: insert into "patients"/),
      expect.stringMatching(/^Failed query: insert into "patients"/),
      'pruning expired rows failed',
      'unexpected error',
    ]);
    expect(JSON.stringify(lines[3])).toContain('"code":"23505"');
  });
});
