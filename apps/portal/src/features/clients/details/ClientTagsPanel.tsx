import {
  CONSENT_TAG_NAME,
  type ConsentDeclineReason,
  consentDeclineReasonSchema,
  isActivePatient,
  type Patient,
  patientsPatchActivePeriod,
  patientsSetType,
  patientTagsAdd,
  patientTagsRemove,
} from '@carecall/api-client';
import { DateField, SelectField } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { type ClientWriter, isClientWriteDiscarded } from '../api/createClientWriter.ts';
import { type StoredClientChange, useClientChange } from '../api/useClientChange.ts';

/** Props of {@link ClientTagsPanel}. */
export interface ClientTagsPanelProps {
  patient: Patient;
  /** The client's writer: tags, type and period share the client's version with the other tabs. */
  writer: ClientWriter;
  isSuperAdmin: boolean;
}

type Consent = 'accepted' | 'declined' | 'missing';

/**
 * The Tags tab: consent (a decline needs its reason, and makes the client inactive), the client type, and
 * for super admins the active period, which demo clients do not have. Each change is saved as it is made, based on
 * the client's version through the client's writer; while someone else's change holds it, the panel stays busy.
 */
export function ClientTagsPanel({ patient, writer, isSuperAdmin }: ClientTagsPanelProps) {
  const { t } = useTranslation('clientPage');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const patientId = patient.patientId;
  const tag = patient.patientTags[CONSENT_TAG_NAME];
  const savedConsent: Consent = tag?.params === 'accepted' || tag?.params === 'declined' ? tag.params : 'missing';
  const [consent, setConsent] = useState<Consent>(savedConsent);
  const parsedReason = consentDeclineReasonSchema.safeParse(tag?.description);
  const [reason, setReason] = useState<ConsentDeclineReason | null>(parsedReason.success ? parsedReason.data : null);
  const change = useClientChange(patientId, writer);
  const busy = change.isPending;
  // Shown at once, so the active period is locked the moment a client becomes a demo one.
  const [demo, setDemo] = useState(patient.isDemoPatient);

  /** Sends one change through the writer; the loaded client takes its answer. Resolves with the stored change. */
  const run = (send: (version: number) => Promise<StoredClientChange>) =>
    change.mutateAsync({ send }).catch((error: unknown) => {
      // Dropped because the user loaded the other person's version: the panel shows that version now.
      if (!isClientWriteDiscarded(error)) toast.error(t('updateFailed'));
      return undefined;
    });
  const withTags = (answer: { patientTags: Patient['patientTags']; version: number }): StoredClientChange => ({
    version: answer.version,
    apply: (current) => ({
      ...current,
      patientTags: answer.patientTags,
      activePatient: isActivePatient(answer.patientTags),
      version: answer.version,
    }),
  });
  const chooseConsent = (next: Consent) => {
    setConsent(next);
    if (next === 'accepted')
      void run(async (version) =>
        withTags(
          await api.call(patientTagsAdd, {
            params: { patientId },
            body: { name: CONSENT_TAG_NAME, params: 'accepted', version },
          }),
        ),
      );
    if (next === 'missing' && tag)
      void run(async (version) =>
        withTags(
          await api.call(patientTagsRemove, { params: { patientId }, body: { name: CONSENT_TAG_NAME, version } }),
        ),
      );
    if (next === 'declined' && reason) saveDecline(reason);
  };
  const saveDecline = (why: ConsentDeclineReason) =>
    void run(async (version) =>
      withTags(
        await api.call(patientTagsAdd, {
          params: { patientId },
          body: { name: CONSENT_TAG_NAME, params: 'declined', description: why, version },
        }),
      ),
    );
  const periodDisabled = busy || demo;
  const setPeriod = (field: 'start_date' | 'end_date', value: string) =>
    void run(async (version) => {
      const answer = await api.call(patientsPatchActivePeriod, {
        params: { patientId },
        body: { patientData: { [field]: value === '' ? null : value }, version },
      });
      return { version: answer.version, apply: () => answer };
    });

  return (
    <section aria-label={t('tabs.tags')} className="cc-form-grid">
      <fieldset className="cc-client-form__group" disabled={busy}>
        <legend>{t('tags.consent')}</legend>
        {(['accepted', 'declined', 'missing'] as const).map((value) => (
          <label key={value} className="cc-radio">
            <input
              type="radio"
              name="consent"
              value={value}
              checked={consent === value}
              onChange={() => chooseConsent(value)}
            />{' '}
            {t(`tags.${value}`)}
          </label>
        ))}
        {consent === 'declined' ? (
          <SelectField<ConsentDeclineReason>
            id="tags-reason"
            label={t('tags.reason')}
            options={consentDeclineReasonSchema.options.map((value) => ({ value, label: t(`tags.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value);
              saveDecline(value);
            }}
            required
          />
        ) : null}
      </fieldset>
      <fieldset className="cc-client-form__group" disabled={busy}>
        <legend>{t('tags.clientType')}</legend>
        {([true, false] as const).map((isDemo) => (
          <label key={String(isDemo)} className="cc-radio">
            <input
              type="radio"
              name="clientType"
              checked={demo === isDemo}
              onChange={() => {
                setDemo(isDemo);
                void run(async (version) => {
                  const answer = await api.call(patientsSetType, {
                    params: { patientId },
                    body: { isDemoPatient: isDemo, version },
                  });
                  return {
                    version: answer.version,
                    apply: (current) => ({ ...current, isDemoPatient: answer.isDemoPatient, version: answer.version }),
                  };
                }).then((stored) =>
                  // Stored, the answer's type; refused, the type still stored.
                  setDemo((stored ? stored.apply(patient) : patient).isDemoPatient),
                );
              }}
            />{' '}
            {isDemo ? t('tags.demo') : t('tags.regular')}
          </label>
        ))}
      </fieldset>
      {isSuperAdmin ? (
        <fieldset className="cc-client-form__group">
          <legend>{t('tags.activePeriod')}</legend>
          <DateField
            id="tags-start_date"
            label={t('fields.startDate')}
            value={patient.patientDetails.start_date?.slice(0, 10) ?? ''}
            onChange={(value) => setPeriod('start_date', value)}
            disabled={periodDisabled}
            hint={demo ? t('tags.demoPeriodHint') : undefined}
          />
          <DateField
            id="tags-end_date"
            label={t('fields.endDate')}
            value={patient.patientDetails.end_date?.slice(0, 10) ?? ''}
            onChange={(value) => setPeriod('end_date', value)}
            disabled={periodDisabled}
          />
        </fieldset>
      ) : null}
    </section>
  );
}
