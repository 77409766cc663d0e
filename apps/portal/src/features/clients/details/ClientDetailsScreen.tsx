import {
  isSuperAdminRole,
  type Patient,
  patientSchema,
  patientsUpdate,
  readVersionConflict,
  schedulerSetFrequency,
  type VersionConflictBody,
} from '@carecall/api-client';
import { PageHeader } from '@carecall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { DATE_FORMATS, formatPortalDate } from '../../../app/formatPortalDate.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { clientQueryKeys } from '../api/clientQueryKeys.ts';
import { createClientWriter, isClientWriteDiscarded } from '../api/createClientWriter.ts';
import { useClientChange } from '../api/useClientChange.ts';
import { buildUpdatePayload } from '../form/buildClientPayload.ts';
import { ClientBasicDetailsForm } from '../form/ClientBasicDetailsForm.tsx';
import { type ClientFormValues, toClientFormValues } from '../form/clientFormValues.ts';
import { listOverwrittenFields, mergeClientFormValues } from '../form/mergeClientFormValues.ts';
import { getDefaultScheduleZone, validateSchedules } from '../form/scheduleRules.ts';
import { useClientFormState } from '../form/useClientFormState.ts';
import { isClientFormValid, validateClientForm } from '../form/validateClientForm.ts';
import { ClientTagsPanel } from './ClientTagsPanel.tsx';
import { ClientConflictNotice, ClientVersionConflictDialog } from './ClientVersionConflictDialog.tsx';
import { HealthProfilePanel } from './HealthProfilePanel.tsx';

/** How long after the last change the details are saved: typing is stored once the user pauses. */
export const DETAILS_AUTOSAVE_MS = 1000;

type Tab = 'basic' | 'health' | 'tags';

/** The label key of each form field, for naming what an overwrite replaces. */
const FIELD_LABEL_KEYS: Record<keyof ClientFormValues, string> = {
  first_name: 'fields.firstName',
  last_name: 'fields.lastName',
  external_id: 'fields.externalId',
  birth_date: 'fields.birthDate',
  gender: 'fields.gender',
  language: 'fields.language',
  email: 'fields.email',
  city: 'fields.city',
  state: 'fields.state',
  zip_code: 'fields.zip',
  country: 'fields.country',
  address: 'fields.address',
  start_date: 'fields.startDate',
  end_date: 'fields.endDate',
  phones: 'phones.title',
  schedules: 'schedule.title',
  frequency: 'fields.frequency',
};

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

/** The stored client a conflict carries, when it is one (it always is from this server). */
function readConflictClient(conflict: VersionConflictBody): Patient | null {
  const parsed = patientSchema.safeParse(conflict.current);
  return parsed.success ? parsed.data : null;
}

/**
 * `/client/{id}/edit`: Basic details, Health profile (when enabledDetailsTabs has it) and
 * Tags. Basic details save themselves a second after the last change, on Save changes and on leaving; after a failed
 * save the form stays disabled, with 'Sorry, we are having problem updating your patient' said once, until a save
 * succeeds, so nobody keeps typing into a form that is not being stored.
 *
 * Every save of the three tabs goes through one {@link createClientWriter}: based on the client's version, one at a
 * time, each on the version the previous one answered. When someone else saved the client first (409), saving stops
 * and a dialog says who and when; the user's input stays until they load the other version or save theirs over it.
 */
export function ClientDetailsScreen({ patient }: ClientDetailsScreenProps) {
  const { t } = useTranslation('clientPage');
  const { api, store } = usePortalRuntime();
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
  // What the next details save sends: the newest values asked to be saved, or the merge an overwrite made.
  const toSend = useRef(form.values);
  const patientId = patient.patientId;
  const patientKey = clientQueryKeys.client(patientId);

  const [writer] = useState(() => createClientWriter(patient.version));
  const { mutateAsync: write } = useClientChange(patientId, writer);
  const conflict = useSyncExternalStore(writer.subscribe, writer.getConflict);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Remounts the tags and health tabs on their stored state after the user loads the other version.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (conflict) setDialogOpen(true);
  }, [conflict]);

  const describeWinner = useCallback(
    (found: VersionConflictBody) => {
      const { locale, settings: current } = store.getState();
      const editor = found.changedBy;
      const name = editor ? `${editor.first_name} ${editor.last_name}`.trim() : '';
      const time = found.changedAt
        ? formatPortalDate(found.changedAt, { locale, timeZone: current?.timezone, format: DATE_FORMATS.dateTime })
        : '';
      return { name: name === '' ? t('conflict.someone') : name, time };
    },
    [store, t],
  );

  const save = useCallback(
    async (values: ClientFormValues, options: { leaving?: boolean; force?: boolean } = {}) => {
      const snapshot = JSON.stringify(values);
      if ((!options.force && snapshot === saved.current.snapshot) || !isSavable(values)) return;
      if (options.leaving && writer.getConflict()) {
        const found = writer.getConflict();
        if (found) toast.warn(t('conflict.leftUnsaved', describeWinner(found)));
        return;
      }
      const previous = saved.current.values;
      toSend.current = values;
      let sent = values;
      try {
        await write({
          send: async (version) => {
            sent = toSend.current;
            const payload = buildUpdatePayload(sent);
            // The active period is the Tags tab's, saved on its own by super admins.
            delete payload.patientDetails.start_date;
            delete payload.patientDetails.end_date;
            const answer = await api.call(patientsUpdate, { params: { patientId }, body: { ...payload, version } });
            return { version: answer.version, apply: () => answer };
          },
          onConflict: options.leaving ? 'reject' : 'hold',
        });
        saved.current = { snapshot: JSON.stringify(sent), values: sent };
        if (!options.leaving) setUpdateError(false);
      } catch (error) {
        if (isClientWriteDiscarded(error)) return;
        const found = readVersionConflict(error);
        if (found) toast.warn(t('conflict.leftUnsaved', describeWinner(found)));
        else if (!options.leaving) {
          setUpdateError((already) => {
            if (!already) toast.error(t('updateFailed'));
            return true;
          });
        }
        return;
      }
      if (sent.frequency !== null && sent.frequency !== previous.frequency) {
        const days_frequency = sent.frequency;
        try {
          await write({
            send: async (version) => {
              const answer = await api.call(schedulerSetFrequency, {
                params: { patientId },
                body: { days_frequency, version },
              });
              return {
                version: answer.version,
                apply: (current: Patient) => ({
                  ...current,
                  patientSchedulerFrequency: { days_frequency },
                  version: answer.version,
                }),
              };
            },
          });
        } catch (error) {
          // A frequency the server did not take is shown as unset rather than as if it were stored.
          if (!isClientWriteDiscarded(error) && !options.leaving) {
            form.setValues((current) => ({ ...current, frequency: null }));
            const cleared = { ...sent, frequency: null };
            saved.current = { snapshot: JSON.stringify(cleared), values: cleared };
          }
        }
      }
    },
    [api, patientId, t, toast, form.setValues, writer, write, describeWinner],
  );

  const snapshot = JSON.stringify(form.values);
  const autosave = useDebouncedCallback(() => void save(latest.current), DETAILS_AUTOSAVE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is the deep watch; each change restarts the wait
  useEffect(() => {
    if (updateError || conflict) return;
    autosave();
    return autosave.cancel;
  }, [snapshot, save, updateError, conflict, autosave]);

  // Leaving the page saves what is left unsaved.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => void saveRef.current(latest.current, { leaving: true }), []);

  const conflictClient = conflict ? readConflictClient(conflict) : null;
  const theirs = conflictClient ? toClientFormValues(conflictClient) : null;
  const overwrites = theirs
    ? listOverwrittenFields(saved.current.values, form.values, theirs).map((field) => t(FIELD_LABEL_KEYS[field]))
    : [];

  const reloadTheirs = () => {
    if (conflictClient && theirs) {
      form.setValues(theirs);
      latest.current = theirs;
      toSend.current = theirs;
      saved.current = { snapshot: JSON.stringify(theirs), values: theirs };
      queryClient.setQueryData(patientKey, conflictClient);
    } else void queryClient.invalidateQueries({ queryKey: patientKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: clientQueryKeys.diagnoses(patientId) });
    writer.reload();
    setGeneration((current) => current + 1);
    setUpdateError(false);
    setDialogOpen(false);
  };
  const overwriteTheirs = () => {
    if (conflictClient && theirs) {
      // The user's changes win the fields they touched; every other field takes what is stored now, so the save
      // that follows does not put back what the other person changed elsewhere in the form.
      const merged = mergeClientFormValues(saved.current.values, latest.current, theirs);
      form.setValues(merged);
      latest.current = merged;
      toSend.current = merged;
      saved.current = { snapshot: JSON.stringify(theirs), values: theirs };
      queryClient.setQueryData(patientKey, conflictClient);
    }
    writer.overwrite();
    setUpdateError(false);
    setDialogOpen(false);
  };

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
              if (conflict) {
                setDialogOpen(true);
                return;
              }
              if (!form.validateAll()) return;
              void save(form.values, { force: updateError });
            }}
          >
            {t('save')}
          </button>
        }
      />
      {conflict && !dialogOpen ? (
        <ClientConflictNotice winner={describeWinner(conflict)} onReload={reloadTheirs} onOverwrite={overwriteTheirs} />
      ) : null}
      {conflict && dialogOpen ? (
        <ClientVersionConflictDialog
          winner={describeWinner(conflict)}
          overwrites={overwrites}
          onReload={reloadTheirs}
          onOverwrite={overwriteTheirs}
          onKeepEditing={() => setDialogOpen(false)}
        />
      ) : null}
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
      {tab === 'health' ? <HealthProfilePanel key={generation} patientId={patientId} writer={writer} /> : null}
      {tab === 'tags' ? (
        <ClientTagsPanel key={generation} patient={patient} writer={writer} isSuperAdmin={isSuperAdminRole(role)} />
      ) : null}
    </section>
  );
}
