import {
  isApiError,
  readVersionConflict,
  type SchedulerShiftAgent,
  schedulerAgentShiftsSchema,
  type VersionConflictBody,
} from '@carecall/api-client';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { useSaveAgentShifts } from '../api/useShiftRoster.ts';
import { ShiftWeekGrid } from './ShiftWeekGrid.tsx';
import {
  createShift,
  nextShiftStart,
  SHIFT_DAYS,
  type ShiftFormValues,
  shiftFormResolver,
  sortShifts,
} from './shiftForm.ts';

/** Quarter hours of a day: starts from 00:00 to 23:45, ends from 00:15 to 24:00. */
const QUARTERS = Array.from({ length: 97 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const START_TIMES = QUARTERS.slice(0, -1);
const END_TIMES = QUARTERS.slice(1);

/** The choices of a time list, with a stored time that is not a quarter hour kept as a choice of its own. */
function withValue(times: readonly string[], value: string): string[] {
  return value === '' || times.includes(value) ? [...times] : [...times, value].sort();
}

/** Edits of a week not saved yet, and the version they are based on. */
export interface ShiftDraft {
  shifts: ShiftFormValues['shifts'];
  baseVersion: number;
}

/** Props of {@link ShiftEditor}. */
export interface ShiftEditorProps {
  agent: SchedulerShiftAgent;
  /** Edits left unsaved when this week was last closed: the form opens with them, still unsaved. */
  draft?: ShiftDraft | undefined;
  /** Called as the form closes: its unsaved edits, or null when nothing is unsaved. */
  onLeave?: (draft: ShiftDraft | null) => void;
  /** The organization's time zone: the shift times are on its wall clock. */
  timeZone: string;
  /** The signed-in admin's own zone; when it differs, each shift also says when it starts on the admin's clock. */
  userTimeZone: string | null;
  onClose: () => void;
  /** The current instant (tests fix it). */
  now?: () => Date;
}

/**
 * The form of one agent's week: a row per shift (day, start, end, in the organization's zone), adding and removing
 * rows, and one save of the whole week based on the version it was read at. The contract's rules are checked before
 * sending (end after start, no two shifts of a day overlapping); a refusal of the server marks its field. When
 * someone else saved the week meanwhile (409), everything typed stays, the form says who changed it and when, and
 * the admin chooses to load their week or to save this one over it.
 */
export function ShiftEditor({
  agent,
  draft,
  onLeave,
  timeZone,
  userTimeZone,
  onClose,
  now = () => new Date(),
}: ShiftEditorProps) {
  const { t } = useTranslation(['scheduler', 'validation']);
  const formatDate = useDateFormatter();
  const save = useSaveAgentShifts();
  const formId = useId();
  const headingId = useId();
  const [baseVersion, setBaseVersion] = useState(draft?.baseVersion ?? agent.version);
  const [conflict, setConflict] = useState<VersionConflictBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { control, register, handleSubmit, reset, setError, getValues, formState } = useForm<
    ShiftFormValues,
    unknown,
    ShiftFormValues
  >({ defaultValues: { shifts: sortShifts(agent.shifts) }, resolver: shiftFormResolver });
  // Unsaved edits come back as unsaved edits: the stored week stays the form's default.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !draft) return;
    restored.current = true;
    reset({ shifts: draft.shifts }, { keepDefaultValues: true });
  }, [draft, reset]);
  // Closing the week hands its unsaved edits back, so opening it again continues where the admin left off.
  const leaving = useRef({ onLeave, baseVersion, dirty: false });
  leaving.current = { onLeave, baseVersion, dirty: formState.isDirty };
  useEffect(
    () => () => {
      const { onLeave: leave, baseVersion: version, dirty } = leaving.current;
      leave?.(dirty ? { shifts: getValues('shifts'), baseVersion: version } : null);
    },
    [getValues],
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'shifts' });
  const shifts = useWatch({ control, name: 'shifts' }) ?? [];
  const name = `${agent.first_name} ${agent.last_name}`.trim() || agent.email;
  const showUserTime = userTimeZone !== null && userTimeZone !== timeZone;

  const fieldError = (index: number, key: 'day_of_week' | 'start_time' | 'end_time') => {
    const text = formState.errors.shifts?.[index]?.[key]?.message;
    return text ? translateValidationMessage(t, text) : undefined;
  };
  const listError = formState.errors.shifts?.root?.message ?? formState.errors.shifts?.message;

  const store = (values: ShiftFormValues, version: number) => {
    setFailure(null);
    save.mutate(
      { userId: agent.user_id, shifts: values.shifts, version },
      {
        onSuccess: (answer) => {
          setConflict(null);
          setBaseVersion(answer.version);
          reset({ shifts: sortShifts(answer.shifts) });
          setAnnouncement(t('shifts.saved', { name }));
        },
        onError: (error) => {
          const found = readVersionConflict(error);
          if (found) {
            setConflict(found);
            setAnnouncement('');
            return;
          }
          const fields = isApiError(error) ? error.fields.filter((field) => field.path.startsWith('shifts.')) : [];
          for (const field of fields)
            setError(field.path as FieldPath<ShiftFormValues>, { message: field.message }, { shouldFocus: true });
          if (fields.length === 0) setFailure(t('shifts.saveFailed'));
        },
      },
    );
  };

  const submit = handleSubmit((values) => store(values, baseVersion));
  const saveOver = handleSubmit((values) => {
    if (!conflict) return;
    setBaseVersion(conflict.currentVersion);
    store(values, conflict.currentVersion);
  });
  const loadTheirs = () => {
    if (!conflict) return;
    const current = schedulerAgentShiftsSchema.safeParse(conflict.current);
    if (current.success) reset({ shifts: sortShifts(current.data.shifts) });
    setBaseVersion(conflict.currentVersion);
    setConflict(null);
    setAnnouncement(t('shifts.loadedTheirs'));
  };

  const changedBy = conflict?.changedBy
    ? `${conflict.changedBy.first_name} ${conflict.changedBy.last_name}`.trim()
    : t('shifts.conflict.someone');
  const changedAt = conflict?.changedAt ? formatDate(conflict.changedAt, DATE_FORMATS.dateTime) : '';

  return (
    <section className="cc-shift-editor" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('shifts.editTitle', { name })}</h4>
      <ShiftWeekGrid name={name} shifts={shifts} />
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.length === 0 ? <p className="cc-shift-editor__empty">{t('shifts.noShiftsYet')}</p> : null}
        <ol className="cc-shift-editor__rows">
          {fields.map((field, index) => {
            const position = index + 1;
            const dayError = fieldError(index, 'day_of_week');
            const startError = fieldError(index, 'start_time');
            const endError = fieldError(index, 'end_time');
            const row = shifts[index];
            const userStart = showUserTime && row && userTimeZone ? nextShiftStart(row, timeZone, now()) : null;
            const ids = {
              day: `${formId}-${field.id}-day`,
              start: `${formId}-${field.id}-start`,
              end: `${formId}-${field.id}-end`,
              error: `${formId}-${field.id}-error`,
            };
            const rowError = [dayError, startError, endError].filter(Boolean).join(' ');
            return (
              <li key={field.id} className="cc-shift-editor__row">
                <fieldset className="cc-shift-editor__fieldset">
                  <legend>{t('shifts.shiftNumber', { number: position })}</legend>
                  <label htmlFor={ids.day}>{t('shifts.day')}</label>
                  <select
                    id={ids.day}
                    {...register(`shifts.${index}.day_of_week`, { valueAsNumber: true })}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={dayError ? ids.error : undefined}
                  >
                    {SHIFT_DAYS.map((day) => (
                      <option key={day} value={day}>
                        {t(`shifts.days.${day}`)}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={ids.start}>{t('shifts.start')}</label>
                  <select
                    id={ids.start}
                    {...register(`shifts.${index}.start_time`)}
                    aria-invalid={startError ? true : undefined}
                    aria-describedby={startError ? ids.error : undefined}
                  >
                    {withValue(START_TIMES, row?.start_time ?? '').map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={ids.end}>{t('shifts.end')}</label>
                  <select
                    id={ids.end}
                    {...register(`shifts.${index}.end_time`)}
                    aria-invalid={endError ? true : undefined}
                    aria-describedby={endError ? ids.error : undefined}
                  >
                    {withValue(END_TIMES, row?.end_time ?? '').map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    severity="secondary"
                    text
                    label={t('shifts.remove')}
                    aria-label={t('shifts.removeShift', { number: position })}
                    onClick={() => remove(index)}
                  />
                </fieldset>
                {userStart ? (
                  <p className="cc-shift-editor__user-time">
                    {t('shifts.userTime', { time: formatDate(userStart, 'ddd HH:mm') })}
                  </p>
                ) : null}
                {rowError ? (
                  <p id={ids.error} className="cc-shift-editor__error">
                    {rowError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {listError ? <p className="cc-shift-editor__error">{translateValidationMessage(t, listError)}</p> : null}
        {conflict ? (
          <div className="cc-shift-editor__conflict" role="alert">
            <p>{t('shifts.conflict.message', { name: changedBy, time: changedAt })}</p>
            <div className="cc-shift-editor__actions">
              <Button type="button" label={t('shifts.conflict.loadTheirs')} severity="secondary" onClick={loadTheirs} />
              <Button type="button" label={t('shifts.conflict.saveMine')} onClick={() => void saveOver()} />
            </div>
          </div>
        ) : null}
        {failure ? (
          <p className="cc-shift-editor__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="cc-shift-editor__actions">
          <Button
            type="button"
            icon="pi pi-plus"
            severity="secondary"
            label={t('shifts.add')}
            onClick={() => append(createShift(shifts))}
          />
          <Button type="submit" icon="pi pi-check" label={t('shifts.save')} loading={save.isPending} />
          <Button type="button" severity="secondary" text label={t('shifts.close')} onClick={onClose} />
        </div>
        {formState.isDirty && !save.isPending ? (
          <p className="cc-shift-editor__unsaved">{t('shifts.unsaved')}</p>
        ) : null}
      </form>
      <p className="cc-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
