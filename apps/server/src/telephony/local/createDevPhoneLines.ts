import { randomUUID } from 'node:crypto';
import { toDialKey } from './Persona.ts';

/** Why a call to a browser phone ended, as the phone's page is told. */
export type DevPhoneEndReason = 'canceled' | 'no-answer' | 'completed' | 'declined';

/** A call ringing at a browser phone: the page answers it with its SDP offer, or declines it. */
export interface DevPhoneRing {
  readonly ringId: string;
  /** The number dialled, digits with the country code. */
  readonly number: string;
  /**
   * Joins the page's microphone and speaker to the conference as the client's leg from its SDP offer; resolves with
   * the answer. Rejects when the call is no longer ringing.
   */
  answer(sdp: string): Promise<string>;
  /** Refuses the call: the caller hears busy, as a phone's decline button gives. */
  decline(): void;
  /** Hangs up an answered call (or declines a ringing one). */
  hangUp(): void;
}

/** What the network tells a browser phone's page. */
export interface DevPhoneLine {
  /** A call rings at one of the line's numbers. */
  ring(ring: DevPhoneRing): void;
  /** The answered call's media is flowing. */
  connected(ringId: string): void;
  /** The call is over (the caller hung up, nobody answered in time, or the call completed). */
  ended(ringId: string, reason: DevPhoneEndReason): void;
}

/** The browser phones open now, by organization and number. */
export interface DevPhoneLines {
  /**
   * Routes `numbers` of `organizationId` to `line` until the returned function is called; a later registration of
   * the same number takes it over. Answers the dial keys routed.
   */
  open(options: { organizationId: number; numbers: readonly string[]; line: DevPhoneLine }): {
    dialKeys: string[];
    close(): void;
  };
  /** The line a call of `organizationId` to `phoneNumber` reaches, or null when no browser phone has the number. */
  find(organizationId: number | undefined, phoneNumber: string): DevPhoneLine | null;
  /**
   * Opens a line that holds no number: a dry run's client leg reaches it once a call is bound to it (`bindCall`). It
   * belongs to one user of one organization until the returned function is called.
   */
  openDryRunLine(options: { organizationId: number; userId: number; line: DevPhoneLine }): {
    lineId: string;
    close(): void;
  };
  /**
   * Binds call `callId` to the dry-run line `lineId` when that line is open and was opened by `userId` in
   * `organizationId`; answers whether it did.
   */
  bindCall(options: { callId: string; lineId: string; organizationId: number; userId: number }): boolean;
  /**
   * The dry-run line bound to `callId`; `closed` when it was bound to one that has closed since (the call must then
   * reach no one), null when the call was never bound.
   */
  findForCall(callId: string): DevPhoneLine | 'closed' | null;
}

/**
 * The registry of browser phones (the demo's `/dev/phone` page): while a page is open, calls of its organization to
 * the numbers it holds ring there instead of reaching the numbers' personas. A number belongs to one page at a time,
 * the one that registered it last; a call of another organization to the same number still reaches the persona.
 */
export function createDevPhoneLines(): DevPhoneLines {
  /** `organizationId:dialKey` → the lines holding it, the newest last. */
  const routes = new Map<string, DevPhoneLine[]>();
  const keyOf = (organizationId: number, dialKey: string) => `${organizationId}:${dialKey}`;
  /** Dry-run lines by id, and the line each bound call reaches (kept after the line closes, so the call fails). */
  const dryRunLines = new Map<string, { organizationId: number; userId: number; line: DevPhoneLine }>();
  const boundCalls = new Map<string, string>();
  return {
    openDryRunLine({ organizationId, userId, line }) {
      const lineId = randomUUID();
      dryRunLines.set(lineId, { organizationId, userId, line });
      return {
        lineId,
        close() {
          dryRunLines.delete(lineId);
          for (const [callId, boundLine] of boundCalls) if (boundLine === lineId) boundCalls.set(callId, '');
        },
      };
    },
    bindCall({ callId, lineId, organizationId, userId }) {
      const held = dryRunLines.get(lineId);
      if (!held || held.organizationId !== organizationId || held.userId !== userId) return false;
      boundCalls.set(callId, lineId);
      return true;
    },
    findForCall(callId) {
      const lineId = boundCalls.get(callId);
      if (lineId === undefined) return null;
      return dryRunLines.get(lineId)?.line ?? 'closed';
    },
    open({ organizationId, numbers, line }) {
      const dialKeys = [...new Set(numbers.map(toDialKey).filter((key) => key.length > 0))];
      for (const dialKey of dialKeys) {
        const key = keyOf(organizationId, dialKey);
        routes.set(key, [...(routes.get(key) ?? []), line]);
      }
      let closed = false;
      return {
        dialKeys,
        close() {
          if (closed) return;
          closed = true;
          for (const dialKey of dialKeys) {
            const key = keyOf(organizationId, dialKey);
            const remaining = (routes.get(key) ?? []).filter((held) => held !== line);
            if (remaining.length > 0) routes.set(key, remaining);
            else routes.delete(key);
          }
        },
      };
    },
    find(organizationId, phoneNumber) {
      if (organizationId === undefined) return null;
      const lines = routes.get(keyOf(organizationId, toDialKey(phoneNumber)));
      return lines?.at(-1) ?? null;
    },
  };
}
