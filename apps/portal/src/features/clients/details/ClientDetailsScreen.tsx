import { isSuperAdminRole, type Patient, patientsUpdate, schedulerSetFrequency } from '@carecall/api-client';
import { PageHeader } from '@carecall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { buildUpdatePayload } from '../form/buildClientPayload.ts';
import { ClientBasicDetailsForm } from '../form/ClientBasicDetailsForm.tsx';
import { type ClientFormValues, toClientFormValues } from '../form/clientFormValues.ts';
import { getDefaultScheduleZone, validateSchedules } from '../form/scheduleRules.ts';
import { useClientFormState } from '../form/useClientFormState.ts';
import { isClientFormValid, validateClientForm } from '../form/validateClientForm.ts';
import { ClientTagsPanel } from './ClientTagsPanel.tsx';
import { HealthProfilePanel } from './HealthProfilePanel.tsx';

/** How long after the last change the details are saved. */
export const DETAILS_AUTOSAVE_MS = 1000;

type Tab = 'basic' | 'health' | 'tags';

/** Props of {@link ClientDetailsScreen}. */
export interface ClientDetailsScreenProps {
  patient: Patient;
}

function isSavable(values: ClientFormValues): boolean {
  return (
    isClientFormValid(validateClientForm(values, new Date().getFullYear())) &&
    Object.keys(validateSchedules(values.schedules)).length === 0
  );
}

/**
 * `/client/{id}/edit` (part 1 §2 "Client details"): Basic details, Health profile (when enabledDetailsTabs has it) and
 * Tags. Basic details save themselves a second after the last change, on Save changes and on leaving; after a failed
 * save the form stays disabled, with 'Sorry, we are having problem updating your patient' said once, until a save
 * succeeds, so nobody keeps typing into a form that is not being stored.
 */
export function ClientDetailsScreen({ patient }: ClientDetailsScreenProps) {
  const { t } = useTranslation('clientPage');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const queryClient = useQueryClient();
  const role = usePortalStore((state) => state.user?.role ?? 0);
  const settings = usePortalStore((state) => state.settings);
  const form = useClientFormState(toClientFormValues(patient));
  const [tab, setTab] = useState<Tab>('basic');
  const [updateError, setUpdateError] = useState(false);
  const saved = useRef({ snapshot: JSON.stringify(form.values), values: form.values });
  const latest = useRef(form.values);
  latest.current = form.values;
  const patientId = patient.patientId;

  const save = useCallback(
    async (values: ClientFormValues, options: { leaving?: boolean; force?: boolean } = {}) => {
      const snapshot = JSON.stringify(values);
      if ((!options.force && snapshot === saved.current.snapshot) || !isSavable(values)) return;
      const previous = saved.current.values;
      const payload = buildUpdatePayload(values);
      // The active period is the Tags tab's, saved on its own by super admins.
      delete payload.patientDetails.start_date;
      delete payload.patientDetails.end_date;
      try {
        const answer = await api.call(patientsUpdate, { params: { patientId }, body: payload });
        saved.current = { snapshot, values };
        if (!options.leaving) {
          setUpdateError(false);
          queryClient.setQueryData(['patient', patientId], answer);
        }
      } catch {
        if (!options.leaving) {
          setUpdateError((already) => {
            if (!already) toast.error(t('updateFailed'));
            return true;
          });
        }
        return;
      }
      if (values.frequency !== null && values.frequency !== previous.frequency) {
        try {
          await api.call(schedulerSetFrequency, { params: { patientId }, body: { days_frequency: values.frequency } });
        } catch {
          // A frequency the server did not take is shown as unset rather than as if it were stored.
          if (!options.leaving) {
            form.setValues((current) => ({ ...current, frequency: null }));
            const cleared = { ...values, frequency: null };
            saved.current = { snapshot: JSON.stringify(cleared), values: cleared };
          }
        }
      }
    },
    [api, patientId, queryClient, t, toast, form.setValues],
  );

  const snapshot = JSON.stringify(form.values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is the deep watch; each change restarts the wait
  useEffect(() => {
    if (updateError) return;
    const timer = setTimeout(() => void save(latest.current), DETAILS_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [snapshot, save, updateError]);

  // Leaving the page saves what is left unsaved.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => void saveRef.current(latest.current, { leaving: true }), []);

  const tabs: { key: Tab; label: string }[] = [{ key: 'basic', label: t('tabs.basic') }];
  if (settings?.enabledDetailsTabs.includes('HealthProfile')) tabs.push({ key: 'health', label: t('tabs.health') });
  tabs.push({ key: 'tags', label: t('tabs.tags') });

  return (
    <section className="cc-client-details">
      <PageHeader
        title={t('detailsTitle')}
        level={2}
        actions={
          <button
            type="button"
            className="p-button"
            onClick={() => {
              if (!form.validateAll()) return;
              void save(form.values, { force: updateError });
            }}
          >
            {t('save')}
          </button>
        }
      />
      <div className="cc-client-tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className="p-button p-button-text"
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tab === 'basic' ? (
        <ClientBasicDetailsForm
          idPrefix="client-details"
          values={form.values}
          errors={form.errors}
          onChange={form.change}
          onBlurField={form.blur}
          showActivePeriod={false}
          disabled={updateError}
          defaultTimeZone={getDefaultScheduleZone(settings?.timezone)}
          onScheduleRefused={(message) => toast.warn(message)}
        />
      ) : null}
      {tab === 'health' ? <HealthProfilePanel patientId={patientId} /> : null}
      {tab === 'tags' ? <ClientTagsPanel patient={patient} isSuperAdmin={isSuperAdminRole(role)} /> : null}
    </section>
  );
}
