import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientPhones, questionnaires, scheduledBotCalls } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { findCallBlock } from './findCallBlock.ts';
import { findActiveBotCall, lockClientForBotCall, requestBotCall } from './requestBotCall.ts';

/** Why a due scheduled call was not started: the client had a bot call queued (a retry's) or under way. */
export const BOT_CALL_ACTIVE_CANCEL_REASON = 'bot-call-active';

/**
 * Turns a due scheduled call into a bot call: its call record exists from this moment (status `queued`), with the
 * job that places it. A scheduled call that was canceled or already started answers null; one whose client may no
 * longer be called (declined consent, outside the active period in the call's time zone), whose phone was removed
 * or whose questionnaire is gone or archived is canceled with that reason instead; so is one due while the client
 * has a bot call queued or under way (`bot-call-active`: one bot call to a client at a time). Answers the call's id.
 * The client's row is locked before the scheduled call's, in the order the planning pass takes them.
 */
export function startScheduledBotCall(db: Db, scheduledCallId: number, now: Date): Promise<number | null> {
  return withTransaction(db, async (tx) => {
    const [owner] = await tx
      .select({ patientId: scheduledBotCalls.patientId })
      .from(scheduledBotCalls)
      .where(eq(scheduledBotCalls.id, scheduledCallId));
    if (!owner) return null;
    await lockClientForBotCall(tx, owner.patientId);
    const [scheduled] = await tx
      .select()
      .from(scheduledBotCalls)
      .where(eq(scheduledBotCalls.id, scheduledCallId))
      .for('update');
    if (scheduled?.status !== 'planned') return null;
    const cancel = async (reason: string) => {
      await tx
        .update(scheduledBotCalls)
        .set({ status: 'canceled', cancelReason: reason, updatedAt: now })
        .where(eq(scheduledBotCalls.id, scheduled.id));
      return null;
    };
    const block = await findCallBlock(tx, scheduled.patientId, now, scheduled.timezone);
    if (block) return cancel(block);
    if (await findActiveBotCall(tx, scheduled.patientId)) return cancel(BOT_CALL_ACTIVE_CANCEL_REASON);
    let phoneNumber = scheduled.phoneNumber;
    if (scheduled.patientPhoneId !== null) {
      const [phone] = await tx
        .select({ countryCode: patientPhones.countryCode, number: patientPhones.number })
        .from(patientPhones)
        .where(and(eq(patientPhones.id, scheduled.patientPhoneId), eq(patientPhones.patientId, scheduled.patientId)));
      if (!phone) return cancel('phone-removed');
      phoneNumber = `${phone.countryCode}-${phone.number}`;
    }
    const [questionnaire] = await tx
      .select({ id: questionnaires.id, version: questionnaires.version, archive: questionnaires.archive })
      .from(questionnaires)
      .where(eq(questionnaires.id, scheduled.questionnaireId));
    if (!questionnaire || questionnaire.archive) return cancel('questionnaire-unavailable');
    const { callId } = await requestBotCall(tx, {
      organizationId: scheduled.organizationId,
      patientId: scheduled.patientId,
      patientPhoneId: scheduled.patientPhoneId,
      phoneNumber,
      questionnaireId: questionnaire.id,
      questionnaireVersion: questionnaire.version,
      requestedBy: scheduled.createdBy,
      scheduledCallId: scheduled.id,
      now,
    });
    await tx
      .update(scheduledBotCalls)
      .set({ status: 'started', callId, updatedAt: now })
      .where(eq(scheduledBotCalls.id, scheduled.id));
    return callId;
  });
}
