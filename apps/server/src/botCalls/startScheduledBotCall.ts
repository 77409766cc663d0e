import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientPhones, questionnaires, scheduledBotCalls } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { findCallBlock } from './findCallBlock.ts';
import { requestBotCall } from './requestBotCall.ts';

/**
 * Turns a due scheduled call into a bot call: its call record exists from this moment (status `queued`), with the
 * job that places it. A scheduled call that was canceled or already started answers null; one whose client may no
 * longer be called (declined consent, outside the active period in the call's time zone), whose phone was removed
 * or whose questionnaire is gone or archived is canceled with that reason instead. Answers the call's id.
 */
export function startScheduledBotCall(db: Db, scheduledCallId: number, now: Date): Promise<number | null> {
  return withTransaction(db, async (tx) => {
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
