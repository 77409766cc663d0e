import type { Page } from 'playwright-core';
import wavefile from 'wavefile';
import { buildDemoClients, type DemoClient } from '../../apps/server/src/demo/demoClients.ts';
import { buildDemoPersonas, type PersonaBehaviour, toDialKey } from '../../apps/server/src/telephony/local/Persona.ts';
import { callApi } from './callApi.ts';

/**
 * Makes the page keep every `RTCPeerConnection` it creates on `window.__peers`, so a test can read their `getStats()`
 * (the portal keeps its connections to itself). Call before the page loads.
 */
export async function watchPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    Object.assign(window, { __peers: peers });
    window.RTCPeerConnection = class extends Native {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        peers.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** What the page's open connections received of audio: RTP packets and the total audio energy (WebRTC stats). */
export async function readInboundAudio(page: Page): Promise<{ packets: number; energy: number }> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    let packets = 0;
    let energy = 0;
    for (const peer of peers) {
      if (peer.connectionState === 'closed') continue;
      const stats = await peer.getStats();
      stats.forEach((report: { type: string; kind?: string; packetsReceived?: number; totalAudioEnergy?: number }) => {
        if (report.type !== 'inbound-rtp' || report.kind !== 'audio') return;
        packets += report.packetsReceived ?? 0;
        energy += report.totalAudioEnergy ?? 0;
      });
    }
    return { packets, energy };
  });
}

/**
 * Waits until the page has received audio with some energy in it (someone spoke) beyond what it had received at
 * `since` (for example the ringback heard before the answer), and answers the figures.
 */
export async function waitForInboundSpeech(
  page: Page,
  timeoutMs = 10_000,
  since: { packets: number; energy: number } = { packets: 0, energy: 0 },
): Promise<{ packets: number; energy: number }> {
  const deadline = Date.now() + timeoutMs;
  let last = { packets: 0, energy: 0 };
  while (Date.now() < deadline) {
    last = await readInboundAudio(page);
    if (last.packets > since.packets && last.energy > since.energy) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`no speech reached the page within ${timeoutMs} ms (${last.packets} packets, energy ${last.energy})`);
}

/**
 * A seeded client of `organization` (Demo Care unless named; `as` must work in it) whose phone reaches a persona of
 * the given behaviour, with its id on the server.
 */
export async function findDemoClient(
  as: string,
  behaviour: PersonaBehaviour,
  skip = 0,
  organization: DemoClient['organization'] = 'Demo Care',
): Promise<{ id: number; client: DemoClient; dialKey: string }> {
  const clients = buildDemoClients();
  const personas = buildDemoPersonas(clients);
  const candidates = clients.filter((client, index) => {
    const phone = client.phones.find((entry) => entry.isDefault) ?? client.phones[0];
    if (!phone) return false;
    const persona = personas.get(toDialKey(`${phone.countryCode}${phone.number}`));
    // Callable clients in English only; of those who answer, the shortest ring (every fourth client) keeps a call
    // short.
    return (
      client.organization === organization &&
      client.language === 'en-US' &&
      client.consent?.params === 'accepted' &&
      client.endDate === null &&
      !client.isDemo &&
      persona?.behaviour === behaviour &&
      persona.name === `${client.firstName} ${client.lastName}` &&
      (behaviour !== 'answers' || index % 4 === 0)
    );
  });
  // A client whose last call is still live cannot be called (another test may have left one ringing): the next
  // candidate from the one asked for is taken instead.
  for (const client of candidates.slice(skip)) {
    const phone = client.phones.find((entry) => entry.isDefault) ?? client.phones[0];
    if (!phone) continue;
    const { patients } = await callApi<{ patients: { patient_id: number; external_id: string | null }[] }>({
      as,
      method: 'GET',
      path: `/api/user/patient?search=${encodeURIComponent(client.externalId)}`,
    });
    const match = patients.find((entry) => entry.external_id === client.externalId);
    if (!match) throw new Error(`the demo client ${client.externalId} is not on the server`);
    const { call } = await callApi<{ call: { live?: boolean } | null }>({
      as,
      method: 'GET',
      path: `/conference/patient/${match.patient_id}/call/last`,
    });
    if (call?.live) continue;
    return { id: match.patient_id, client, dialKey: toDialKey(`${phone.countryCode}${phone.number}`) };
  }
  throw new Error(`no ${organization} client free to call reaches a persona that ${behaviour}`);
}

/** A stereo call recording's measures: its length and each channel's loudness (RMS of 16-bit samples). */
export interface RecordingMeasures {
  channels: number;
  seconds: number;
  leftRms: number;
  rightRms: number;
}

function rms(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += (samples[index] ?? 0) ** 2;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/** Reads a WAV file with wavefile and measures it. */
export function measureRecording(bytes: Uint8Array): RecordingMeasures {
  const wav = new wavefile.WaveFile(bytes);
  const fmt = wav.fmt as { numChannels: number; sampleRate: number };
  const channels = wav.getSamples(false, Float64Array) as unknown as Float64Array[] | Float64Array;
  const [left, right] = Array.isArray(channels) ? channels : [channels, new Float64Array(0)];
  return {
    channels: fmt.numChannels,
    seconds: (left?.length ?? 0) / fmt.sampleRate,
    leftRms: rms(left ?? []),
    rightRms: rms(right ?? []),
  };
}
