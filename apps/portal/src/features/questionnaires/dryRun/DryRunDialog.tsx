import { type DryRunState, isApiError } from '@carecall/api-client';
import { DIALOG_WIDTH, EmptyState, ErrorState, formatDuration, getDialogProps, LoadingState } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePatientSearchQuery } from '../../clients/api/usePatientSearchQuery.ts';
import type { DevPhoneEnvironment, DevPhoneState } from '../../devPhone/state/createDevPhone.ts';
import { useDevPhone } from '../../devPhone/state/useDevPhone.ts';
import { DRY_RUN_END_STATUSES, useDryRunQuery } from '../api/useDryRunQuery.ts';
import { useStartDryRun } from '../api/useStartDryRun.ts';
import './dryRun.css';

/** Props of {@link DryRunDialog}. */
export interface DryRunDialogProps {
  questionnaireId: number;
  /** The version the editor shows (a dry run runs exactly that saved version); undefined before the first save. */
  questionnaireVersion: number | undefined;
  /** Whether the editor holds unsaved changes (the dry run is then refused until they are saved). */
  dirty: boolean;
  /** The client preselected (the one whose page the editor is open on). */
  defaultPatientId: number | null;
  onClose: () => void;
  /** The browser parts of the phone; the browser's own by default (tests pass fakes). */
  environment?: DevPhoneEnvironment;
}

/** Refusals of a dry run the dialog explains in the user's language; anything else is a generic failure. */
const START_ERRORS = [
  'QUESTIONNAIRE_UNSAVED',
  'QUESTIONNAIRE_VERSION_CONFLICT',
  'QUESTIONNAIRE_INVALID',
  'QUESTIONNAIRE_REFERENCE_INVALID',
  'QUESTIONNAIRE_ARCHIVED',
  'QUESTIONNAIRE_NOT_CALLABLE',
  'QUESTIONNAIRE_NOT_FOUND',
  'PATIENT_NOT_FOUND',
  'DRY_RUN_UNAVAILABLE',
  'DRY_RUN_LINE_NOT_FOUND',
] as const;

/** The phone's keys, in a telephone keypad's order. */
const KEYPAD = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The one status line the dialog announces: the phone's state while it rings or talks, else the call's. */
function useStatusText(phone: DevPhoneState | null, run: DryRunState | undefined, started: boolean): string {
  const { t } = useTranslation('questionnaireDryRun');
  if (!phone || phone.status === 'connecting') return t('status.connecting');
  if (phone.status === 'closed') return t('status.lineClosed');
  if (run && DRY_RUN_END_STATUSES.has(run.status)) return t('status.ended');
  if (phone.status === 'ringing') return t('status.ringing');
  if (phone.status === 'answering') return t('status.answering');
  if (phone.status === 'in-call') return t('status.inCall');
  if (started) return t('status.dialing');
  return t('status.ready');
}

/**
 * A dry run from the editor: the admin picks a client of the organization and starts a bot call of the saved
 * questionnaire whose client leg rings this very dialog (the admin's own browser line, never the client's phone).
 * The dialog rings, answers with the microphone, plays the bot, shows the transcript as the bot runs and, at the end,
 * the outcome (end reason, answers, path) with a link to the recording. Status changes are announced politely.
 */
export function DryRunDialog(props: DryRunDialogProps) {
  const { t } = useTranslation('questionnaireDryRun');
  // A questionnaire never saved has nothing to run yet: the same as unsaved changes.
  const unsaved = props.dirty || props.questionnaireVersion === undefined;
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const [attempt, setAttempt] = useState(0);
  const { phone, state: phoneState } = useDevPhone(organizationId, attempt, props.environment ?? null, 'dryRun');
  const clients = usePatientSearchQuery();
  const [patientId, setPatientId] = useState<number | null>(props.defaultPatientId);
  const [callId, setCallId] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const start = useStartDryRun();
  const run = useDryRunQuery(callId);
  const ids = { client: useId(), error: useId(), transcript: useId() };
  const status = useStatusText(phoneState, run.data, callId !== null);
  const ended = run.data !== undefined && DRY_RUN_END_STATUSES.has(run.data.status);
  const lineId = phoneState?.dryRunLineId ?? null;

  const startDryRun = () => {
    if (patientId === null) {
      setStartError(t('errors.clientRequired'));
      return;
    }
    if (unsaved || props.questionnaireVersion === undefined) {
      setStartError(t('errors.QUESTIONNAIRE_UNSAVED'));
      return;
    }
    if (lineId === null) return;
    setStartError(null);
    start.mutate(
      {
        questionnaireId: props.questionnaireId,
        questionnaireVersion: props.questionnaireVersion,
        hasUnsavedChanges: unsaved,
        patientId,
        lineId,
      },
      {
        onSuccess: (response) => setCallId(response.call_id),
        onError: (failure) => {
          const code = isApiError(failure) ? failure.code : '';
          setStartError((START_ERRORS as readonly string[]).includes(code) ? t(`errors.${code}`) : t('errors.generic'));
        },
      },
    );
  };

  const hangUp = () => {
    if (phoneState?.status === 'ringing') phone?.decline();
    else phone?.hangUp();
  };
  const onCall =
    phoneState?.status === 'ringing' || phoneState?.status === 'answering' || phoneState?.status === 'in-call';
  const footer = (
    <>
      {callId === null ? (
        <Button
          type="button"
          label={t('start')}
          icon="pi pi-play"
          onClick={startDryRun}
          loading={start.isPending}
          disabled={start.isPending || lineId === null || unsaved}
        />
      ) : null}
      {callId !== null && !ended ? (
        <Button
          type="button"
          label={t('hangUp')}
          icon="pi pi-phone"
          severity="danger"
          onClick={hangUp}
          disabled={!onCall}
        />
      ) : null}
      <Button type="button" label={t('close')} severity="secondary" outlined onClick={props.onClose} />
    </>
  );

  return (
    <Dialog
      visible
      className="cc-dialog cc-dry-run"
      header={t('title')}
      footer={footer}
      {...getDialogProps({ width: DIALOG_WIDTH, onCancel: props.onClose, closeLabel: t('close') })}
    >
      <p className="cc-dry-run__intro">{t('intro')}</p>
      <p className="cc-dry-run__status" role="status" aria-live="polite">
        {status}
      </p>
      {phoneState?.status === 'closed' ? (
        <Button type="button" label={t('reconnect')} link onClick={() => setAttempt((value) => value + 1)} />
      ) : null}
      {phoneState?.microphoneFailed ? <p className="cc-dry-run__error">{t('microphoneFailed')}</p> : null}

      {callId === null ? (
        <div className="cc-dry-run__setup">
          {unsaved ? <p className="cc-dry-run__error">{t('errors.QUESTIONNAIRE_UNSAVED')}</p> : null}
          {clients.isPending ? (
            <LoadingState label={t('clientsLoading')} rows={1} />
          ) : clients.isError ? (
            <ErrorState message={t('clientsFailed')} retryLabel={t('retry')} onRetry={() => void clients.refetch()} />
          ) : clients.data.length === 0 ? (
            <EmptyState title={t('noClientsTitle')} message={t('noClients')} icon="pi pi-users" />
          ) : (
            <div className="cc-dry-run__field">
              <label htmlFor={ids.client}>{t('client')}</label>
              <select
                id={ids.client}
                value={patientId ?? ''}
                aria-describedby={startError ? ids.error : undefined}
                aria-invalid={startError !== null && patientId === null}
                onChange={(event) => {
                  setPatientId(event.target.value === '' ? null : Number(event.target.value));
                  setStartError(null);
                }}
              >
                <option value="">{t('chooseClient')}</option>
                {clients.data.map((client) => (
                  <option key={client.patient_id} value={client.patient_id}>
                    {`${client.first_name} ${client.last_name}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          {startError ? (
            <p id={ids.error} className="cc-dry-run__error" role="alert">
              {startError}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {phoneState?.status === 'ringing' ? (
            <div className="cc-dry-run__ring">
              <Button
                type="button"
                label={t('answer')}
                icon="pi pi-phone"
                severity="success"
                className="cc-dry-run__answer"
                autoFocus
                onClick={() => void phone?.answer()}
              />
              <Button type="button" label={t('decline')} severity="secondary" outlined onClick={hangUp} />
            </div>
          ) : null}
          {phoneState?.status === 'in-call' ? (
            <fieldset className="cc-dry-run__keypad">
              <legend>{t('keypad')}</legend>
              {KEYPAD.map((key) => (
                <Button
                  key={key}
                  type="button"
                  label={key}
                  aria-label={t('key', { key })}
                  severity="secondary"
                  outlined
                  onClick={() => phone?.sendDigits(key)}
                />
              ))}
            </fieldset>
          ) : null}
          <h3 id={ids.transcript} className="cc-dry-run__heading">
            {t('transcript')}
          </h3>
          {run.isError ? (
            <ErrorState message={t('runFailed')} retryLabel={t('retry')} onRetry={() => void run.refetch()} />
          ) : (run.data?.transcript.length ?? 0) === 0 ? (
            <p className="cc-dry-run__empty">{t('noTranscript')}</p>
          ) : (
            <ol className="cc-dry-run__transcript" aria-labelledby={ids.transcript}>
              {run.data?.transcript.map((line) => (
                <li key={line.id} className={`cc-dry-run__line cc-dry-run__line--${line.from.toLowerCase()}`}>
                  <span className="cc-dry-run__speaker">
                    {line.from === 'CALLER' ? t('speaker.bot') : t('speaker.client')}
                    {` · ${formatDuration(line.start_ms / 1000)}`}
                  </span>
                  <span className="cc-dry-run__message">{line.message}</span>
                </li>
              ))}
            </ol>
          )}
          {ended && run.data ? <DryRunOutcome run={run.data} /> : null}
        </>
      )}
    </Dialog>
  );
}

/** A finished dry run: how it ended, the answers the bot recorded, the vertices it went through and the recording. */
function DryRunOutcome({ run }: { run: DryRunState }) {
  const { t } = useTranslation('questionnaireDryRun');
  const reason = run.end_reason ?? run.status;
  return (
    <section className="cc-dry-run__outcome" aria-label={t('outcome.title')}>
      <h3 className="cc-dry-run__heading">{t('outcome.title')}</h3>
      <p>{t('outcome.endReason', { reason: t(`endReasons.${reason}`, { defaultValue: reason }) })}</p>
      <h4 className="cc-dry-run__subheading">{t('outcome.answers')}</h4>
      {run.answers.length === 0 ? (
        <p>{t('outcome.noAnswers')}</p>
      ) : (
        <dl className="cc-dry-run__answers">
          {run.answers.map((answer) => (
            <div key={`${answer.vertex}-${answer.name}-${answer.value}`}>
              <dt>{answer.name}</dt>
              <dd>{answer.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="cc-dry-run__subheading">{t('outcome.path')}</h4>
      {run.path.length === 0 ? (
        <p>{t('outcome.noPath')}</p>
      ) : (
        <ol className="cc-dry-run__path">
          {run.path.map((step) => (
            <li key={`${step.vertex}-${step.at_ms}`}>{step.vertex}</li>
          ))}
        </ol>
      )}
      {run.recording_url ? (
        <a href={run.recording_url} target="_blank" rel="noreferrer">
          {t('outcome.recording')}
        </a>
      ) : run.status === 'completed' ? (
        <p>{t('outcome.recordingPending')}</p>
      ) : null}
    </section>
  );
}
