import { ApiError } from '@carecall/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createClientWriter, isClientWriteDiscarded } from './createClientWriter.ts';

function conflictAt(currentVersion: number): ApiError {
  return new ApiError('This client was changed meanwhile', {
    code: 'VERSION_CONFLICT',
    status: 409,
    body: {
      error: 'This client was changed meanwhile',
      code: 'VERSION_CONFLICT',
      currentVersion,
      changedBy: { user_id: 2, first_name: 'Alex', last_name: 'Admin' },
      changedAt: '2026-03-01T09:30:00.000Z',
      current: {},
    },
  });
}

/** A stand-in server: one version, refusing writes on any other, answering after `delayMs`. */
function createServer(initialVersion: number) {
  let version = initialVersion;
  const sent: number[] = [];
  return {
    sent,
    colleagueSaves: () => {
      version += 1;
    },
    send: (base: number) =>
      new Promise<{ version: number }>((resolve, reject) => {
        sent.push(base);
        setTimeout(() => {
          if (base !== version) reject(conflictAt(version));
          else {
            version += 1;
            resolve({ version });
          }
        }, 5);
      }),
  };
}

describe('createClientWriter', () => {
  it('sends one write at a time, each on the version the previous one answered', async () => {
    const server = createServer(4);
    const writer = createClientWriter(4);
    const answers = await Promise.all([
      writer.write(server.send),
      writer.write(server.send),
      writer.write(server.send),
    ]);
    expect(server.sent).toEqual([4, 5, 6]);
    expect(answers.map((answer) => answer.version)).toEqual([5, 6, 7]);
    expect(writer.getVersion()).toBe(7);
  });

  it('holds a refused write and the ones after it until the user decides, then sends them on the current version', async () => {
    const server = createServer(1);
    const writer = createClientWriter(1);
    server.colleagueSaves();
    let notified = 0;
    writer.subscribe(() => {
      notified += 1;
    });
    const first = writer.write(server.send);
    const second = writer.write(server.send);
    await vi.waitFor(() => expect(writer.getConflict()).not.toBeNull());
    expect(writer.getConflict()).toMatchObject({ currentVersion: 2, changedBy: { first_name: 'Alex' } });
    expect(server.sent).toEqual([1]);
    expect(notified).toBe(1);

    writer.overwrite();
    expect(writer.getConflict()).toBeNull();
    expect((await first).version).toBe(3);
    expect((await second).version).toBe(4);
    expect(server.sent).toEqual([1, 2, 3]);
  });

  it('drops the held writes when the user loads the other version, and goes on from that version', async () => {
    const server = createServer(1);
    const writer = createClientWriter(1);
    server.colleagueSaves();
    const held = writer.write(server.send).catch((error: unknown) => error);
    await vi.waitFor(() => expect(writer.getConflict()).not.toBeNull());
    writer.reload();
    expect(isClientWriteDiscarded(await held)).toBe(true);
    expect(writer.getVersion()).toBe(2);
    expect((await writer.write(server.send)).version).toBe(3);
    expect(server.sent).toEqual([1, 2]);
  });

  it('fails a write that asked not to be held, and any other failure, without holding anything', async () => {
    const server = createServer(1);
    const writer = createClientWriter(1);
    server.colleagueSaves();
    await expect(writer.write(server.send, { onConflict: 'reject' })).rejects.toMatchObject({
      code: 'VERSION_CONFLICT',
    });
    expect(writer.getConflict()).toBeNull();
    await expect(writer.write(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(writer.getConflict()).toBeNull();
    expect(writer.getVersion()).toBe(1);
  });
});
