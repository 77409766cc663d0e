import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.ts';
import { createConferenceBridge } from '../../conference/createConferenceBridge.ts';
import type { DialStatus } from '../Telephony.ts';
import { createDevPhoneLines, type DevPhoneLine, type DevPhoneRing } from './createDevPhoneLines.ts';
import { createMediaPeer } from './createMediaPeer.ts';
import { createSimulatedPhoneNetwork } from './createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from './createToneSpeech.ts';
import type { Persona } from './Persona.ts';
import { waitForIceGathering } from './waitForIceGathering.ts';

/** A page that records what the network tells it. */
function recordingLine() {
  const rings: DevPhoneRing[] = [];
  const ended: string[] = [];
  const line: DevPhoneLine = {
    ring: (ring) => rings.push(ring),
    connected: () => {},
    ended: (_ringId, reason) => ended.push(reason),
  };
  return { line, rings, ended };
}

const PERSONA: Persona = { name: 'Persona', language: 'en-US', behaviour: 'answers', ringMs: 20, lines: ['Hello?'] };

function setUp(noAnswerMs = 2000) {
  const lines = createDevPhoneLines();
  const network = createSimulatedPhoneNetwork({
    personas: new Map([['12125550100', PERSONA]]),
    speak: createToneSpeech(),
    devPhones: lines,
    timing: { setupMs: 5, noAnswerMs, turnSilenceMs: 100, connectMs: 300 },
  });
  const bridges: ReturnType<typeof createConferenceBridge>[] = [];
  const dial = (organizationId: number, phoneNumber = '+1 212-555-0100') => {
    const statuses: DialStatus[] = [];
    const bridge = createConferenceBridge({ record: false });
    bridges.push(bridge);
    const call = network.dial({
      phoneNumber,
      organizationId,
      bridge,
      legId: `client-${bridges.length}`,
      onStatus: (status) => statuses.push(status),
    });
    return { call, statuses, bridge };
  };
  return { lines, dial, bridges };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const run of cleanup) run();
  cleanup = [];
});

describe('browser phones on the simulated network', () => {
  it('ring ahead of the number’s persona, for their own organization only', async () => {
    const { lines, dial } = setUp();
    const page = recordingLine();
    const opened = lines.open({ organizationId: 7, numbers: ['1-2125550100'], line: page.line });
    cleanup.push(opened.close);
    expect(opened.dialKeys).toEqual(['12125550100']);

    const ours = dial(7);
    await until(() => page.rings.length === 1);
    expect(ours.statuses).toEqual(['initiated', 'ringing']);
    expect(page.rings[0]?.number).toBe('12125550100');

    // Another organization dialling the same number reaches the persona, which answers.
    const theirs = dial(8);
    await until(() => theirs.statuses.includes('in-progress'));
    expect(page.rings).toHaveLength(1);

    // Closed, the page no longer takes the number.
    opened.close();
    expect(lines.find(7, '12125550100')).toBeNull();
    ours.call.hangUp();
    expect(ours.statuses.at(-1)).toBe('canceled');
    expect(page.ended).toEqual(['canceled']);
  });

  it('gives busy on decline and on a second call while one rings, and no-answer when nobody answers in time', async () => {
    const { lines, dial } = setUp(150);
    const page = recordingLine();
    cleanup.push(lines.open({ organizationId: 7, numbers: ['12125550100'], line: page.line }).close);

    const first = dial(7);
    await until(() => page.rings.length === 1);
    const second = dial(7);
    await until(() => second.statuses.includes('busy'));
    expect(second.statuses).toEqual(['initiated', 'busy']);
    page.rings[0]?.decline();
    expect(first.statuses).toEqual(['initiated', 'ringing', 'busy']);
    expect(page.ended).toEqual(['declined']);

    // Free again after the decline: this call rings out.
    const third = dial(7);
    await until(() => third.statuses.includes('no-answer'));
    expect(third.statuses).toEqual(['initiated', 'ringing', 'no-answer']);
    expect(page.ended).toEqual(['declined', 'no-answer']);
    await expect(page.rings[1]?.answer('v=0')).rejects.toThrow(/no longer ringing/);
  });

  it('fails an answer whose media never connects, whatever the page sent as its offer', async () => {
    const { lines, dial } = setUp();
    const page = recordingLine();
    cleanup.push(lines.open({ organizationId: 7, numbers: ['12125550100'], line: page.line }).close);

    const garbled = dial(7);
    await until(() => page.rings.length === 1);
    await page.rings[0]?.answer('not an offer').catch(() => {});
    await until(() => garbled.statuses.includes('failed'));
    expect(garbled.statuses).toEqual(['initiated', 'ringing', 'failed']);

    // A real offer whose page then never completes the connection: failed once the connect time is over.
    const silent = dial(7);
    await until(() => page.rings.length === 2);
    const peer = createMediaPeer();
    cleanup.push(() => void peer.close());
    await peer.connection.setLocalDescription(await peer.connection.createOffer());
    await waitForIceGathering(peer.connection);
    await expect(page.rings[1]?.answer(peer.connection.localDescription?.sdp ?? '')).resolves.toContain('v=0');
    expect(silent.statuses).toEqual(['initiated', 'ringing']);
    await until(() => silent.statuses.includes('failed'));
    expect(page.ended).toEqual(['completed', 'completed']);
  });

  it('hands a number to the page that registered it last, and back when that page closes', () => {
    const { lines } = setUp();
    const first = recordingLine();
    const second = recordingLine();
    const a = lines.open({ organizationId: 7, numbers: ['12125550100', '12125550101'], line: first.line });
    const b = lines.open({ organizationId: 7, numbers: ['+1 (212) 555-0100'], line: second.line });
    expect(lines.find(7, '12125550100')).toBe(second.line);
    expect(lines.find(7, '12125550101')).toBe(first.line);
    b.close();
    expect(lines.find(7, '12125550100')).toBe(first.line);
    a.close();
    expect(lines.find(7, '12125550101')).toBeNull();
    expect(lines.find(undefined, '12125550101')).toBeNull();
  });
});
