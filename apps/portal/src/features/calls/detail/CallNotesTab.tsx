import { type CallNote, readVersionConflict, type VersionConflictBody } from '@carecall/api-client';
import { DIALOG_WIDTH, ErrorState, getDialogProps, LoadingState } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCallNoteQuery, useSaveCallNote } from '../api/useCallNote.ts';

/** How long after the last keystroke the note is saved. */
export const NOTE_AUTOSAVE_MS = 1000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Props of {@link CallNotesTab}. */
export interface CallNotesTabProps {
  patientId: number;
  callId: number;
}

/** Props of {@link CallNoteEditor}. */
interface CallNoteEditorProps extends CallNotesTabProps {
  note: CallNote | null;
}

/**
 * The Call notes tab: a text area saved one second after typing stops, with the caption that everything typed is
 * saved. A failed save keeps the text and is tried again with the next keystroke; leaving the page saves what is
 * pending. When someone else saved the note meanwhile (409), the text stays and the user chooses: load theirs, save
 * theirs over, or keep editing.
 */
export function CallNotesTab({ patientId, callId }: CallNotesTabProps) {
  const { t } = useTranslation('calls');
  const query = useCallNoteQuery(patientId, callId);
  if (query.isPending) return <LoadingState label={t('notes.loading')} rows={3} />;
  if (query.isError)
    return (
      <ErrorState message={t('notes.loadFailed')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
    );
  return <CallNoteEditor patientId={patientId} callId={callId} note={query.data} />;
}

function CallNoteEditor({ patientId, callId, note }: CallNoteEditorProps) {
  const { t } = useTranslation('calls');
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const save = useSaveCallNote(patientId, callId);
  const [text, setText] = useState(note?.body ?? '');
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<VersionConflictBody | null>(null);
  const ids = { field: useId(), caption: useId() };
  // What the server holds: the text last saved and the version it is at.
  const stored = useRef({ body: note?.body ?? '', version: note?.version });
  const latest = useRef(text);
  latest.current = text;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save.mutateAsync);
  saveRef.current = save.mutateAsync;

  const describe = useCallback(
    (found: VersionConflictBody) => {
      const editor = found.changedBy;
      const name = editor ? `${editor.first_name} ${editor.last_name}`.trim() : '';
      return {
        name: name === '' ? t('notes.conflict.someone') : name,
        time: found.changedAt ? formatDate(found.changedAt, DATE_FORMATS.dateTime) : '',
      };
    },
    [t, formatDate],
  );

  const flush = useCallback(
    async (version?: number, { leaving = false } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // One save at a time: the next is based on the version the previous one answered.
      while (inFlight.current) await inFlight.current;
      const based = version ?? stored.current.version;
      const body = latest.current;
      if (body === stored.current.body && based === stored.current.version) return;
      if (!leaving) setStatus('saving');
      let release: () => void = () => undefined;
      inFlight.current = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        const answer = await saveRef.current({ body, version: based });
        stored.current = { body, version: answer.version };
        if (!leaving) setStatus(latest.current === body ? 'saved' : 'idle');
      } catch (error) {
        const found = readVersionConflict(error);
        if (leaving) {
          if (found) toast.warn(t('notes.leftUnsaved', describe(found)));
          return;
        }
        setStatus('failed');
        if (found) setConflict(found);
      } finally {
        inFlight.current = null;
        release();
      }
    },
    [toast, t, describe],
  );

  // Leaving the page (or another call) saves what is pending rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current || latest.current !== stored.current.body) void flush(undefined, { leaving: true });
    },
    [flush],
  );

  // Closing or reloading the tab with a note not yet stored asks first, as the browser allows, so it is not lost.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!timer.current && latest.current === stored.current.body) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [flush]);

  const onChange = (value: string) => {
    setText(value);
    setStatus('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), NOTE_AUTOSAVE_MS);
  };

  const current = conflict?.current as Partial<CallNote> | null | undefined;
  const winner = conflict ? describe(conflict) : null;

  return (
    <div className="cc-call-notes">
      <label htmlFor={ids.field} className="cc-visually-hidden">
        {t('notes.label')}
      </label>
      <textarea
        id={ids.field}
        className="p-inputtextarea p-inputtext cc-call-notes__field"
        rows={10}
        value={text}
        placeholder={t('notes.placeholder')}
        aria-describedby={ids.caption}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.caption} className="cc-call-notes__caption">
        <i className="pi pi-cloud-upload" aria-hidden="true" /> {t('notes.caption')}
      </p>
      <p className={`cc-call-notes__status cc-call-notes__status--${status}`} aria-live="polite">
        {status === 'saving'
          ? t('notes.saving')
          : status === 'saved'
            ? t('notes.saved')
            : status === 'failed'
              ? t('notes.saveFailed')
              : ''}
      </p>
      {conflict && winner ? (
        <Dialog
          visible
          className="cc-dialog cc-confirm-dialog cc-confirm-dialog--danger"
          header={t('notes.conflict.title')}
          footer={
            <>
              <Button
                type="button"
                label={t('notes.conflict.keep')}
                severity="secondary"
                outlined
                autoFocus
                onClick={() => setConflict(null)}
              />
              <Button
                type="button"
                label={t('notes.conflict.reload')}
                severity="secondary"
                onClick={() => {
                  const body = typeof current?.body === 'string' ? current.body : '';
                  stored.current = { body, version: conflict.currentVersion || undefined };
                  setText(body);
                  latest.current = body;
                  setStatus('idle');
                  setConflict(null);
                }}
              />
              <Button
                type="button"
                label={t('notes.conflict.overwrite')}
                severity="danger"
                onClick={() => {
                  const version = conflict.currentVersion || undefined;
                  setConflict(null);
                  void flush(version);
                }}
              />
            </>
          }
          {...getDialogProps({
            width: DIALOG_WIDTH,
            onCancel: () => setConflict(null),
            closeLabel: t('notes.conflict.close'),
          })}
          pt={{ root: { role: 'alertdialog' } }}
        >
          <p>{t('notes.conflict.message', winner)}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
