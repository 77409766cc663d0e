import {
  CONSENT_TAG_NAME,
  type ConsentDeclineReason,
  consentDeclineReasonSchema,
  type Patient,
  patientsPatchActivePeriod,
  patientsSetType,
  patientTagsAdd,
  patientTagsRemove,
} from '@carecall/api-client';
import { DateField, SelectField } from '@carecall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';

/** Props of {@link ClientTagsPanel}. */
export interface ClientTagsPanelProps {
  patient: Patient;
  isSuperAdmin: boolean;
}

type Consent = 'accepted' | 'declined' | 'missing';

/**
 * The Tags tab (part 1 §2): consent (a decline needs its reason, and makes the client inactive), the client type, and
 * for super admins the active period, which demo clients do not have. Each change is saved as it is made.
 */
export function ClientTagsPanel({ patient, isSuperAdmin }: ClientTagsPanelProps) {
  const { t } = useTranslation('clientPage');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const queryClient = useQueryClient();
  const patientId = patient.patientId;
  const tag = patient.patientTags[CONSENT_TAG_NAME];
  const savedConsent: Consent = tag?.params === 'accepted' || tag?.params === 'declined' ? tag.params : 'missing';
  const [consent, setConsent] = useState<Consent>(savedConsent);
  const parsedReason = consentDeclineReasonSchema.safeParse(tag?.description);
  const [reason, setReason] = useState<ConsentDeclineReason | null>(parsedReason.success ? parsedReason.data : null);
  const [busy, setBusy] = useState(false);
  // Shown at once, so the active period is locked the moment a client becomes a demo one.
  const [demo, setDemo] = useState(patient.isDemoPatient);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: ['patient', patientId] });
    } catch {
      toast.error(t('updateFailed'));
    } finally {
      setBusy(false);
    }
  };
  const chooseConsent = (next: Consent) => {
    setConsent(next);
    if (next === 'accepted')
      void run(() =>
        api.call(patientTagsAdd, { params: { patientId }, body: { name: CONSENT_TAG_NAME, params: 'accepted' } }),
      );
    if (next === 'missing' && tag)
      void run(() => api.call(patientTagsRemove, { params: { patientId }, body: { name: CONSENT_TAG_NAME } }));
    if (next === 'declined' && reason) saveDecline(reason);
  };
  const saveDecline = (why: ConsentDeclineReason) =>
    void run(() =>
      api.call(patientTagsAdd, {
        params: { patientId },
        body: { name: CONSENT_TAG_NAME, params: 'declined', description: why },
      }),
    );
  const periodDisabled = busy || demo;
  const setPeriod = (field: 'start_date' | 'end_date', value: string) =>
    void run(() =>
      api.call(patientsPatchActivePeriod, {
        params: { patientId },
        body: { patientData: { [field]: value === '' ? null : value } },
      }),
    );

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
                void run(() =>
                  api.call(patientsSetType, { params: { patientId }, body: { isDemoPatient: isDemo } }),
                ).then(() =>
                  setDemo(queryClient.getQueryData<Patient>(['patient', patientId])?.isDemoPatient ?? isDemo),
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
