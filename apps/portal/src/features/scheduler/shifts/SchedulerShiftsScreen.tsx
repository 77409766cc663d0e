import { isAdminRole } from '@carecall/api-client';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen.tsx';
import { useShiftRosterQuery } from '../api/useShiftRoster.ts';
import { registerSchedulerTexts } from '../registerSchedulerTexts.ts';
import { type ShiftDraft, ShiftEditor } from './ShiftEditor.tsx';
import { ShiftWeekGrid } from './ShiftWeekGrid.tsx';
import '../scheduler.css';

/** Props of {@link SchedulerShiftsScreen}. */
export interface SchedulerShiftsScreenProps {
  /** The current instant (tests fix it). */
  now?: () => Date;
}

/**
 * The organization's agents and their weekly shifts for its admins: each agent's week drawn as a grid with their
 * call languages, and one agent's week at a time open for editing. Other users get the not-found screen.
 */
export function SchedulerShiftsScreen({ now }: SchedulerShiftsScreenProps) {
  const runtime = usePortalRuntime();
  registerSchedulerTexts(runtime.i18n);
  const user = usePortalStore((state) => state.user);
  if (!user || !isAdminRole(user.role)) return <NotFoundScreen />;
  return <SchedulerShiftsContent {...(now ? { now } : {})} />;
}

function SchedulerShiftsContent({ now }: SchedulerShiftsScreenProps) {
  const { t } = useTranslation('scheduler');
  const headingId = useId();
  const roster = useShiftRosterQuery();
  const userTimeZone = usePortalStore((state) => state.settings?.timezone ?? null);
  const [editing, setEditing] = useState<number | null>(null);
  // Unsaved edits of weeks closed without saving, per agent, in memory only (never in browser storage).
  const drafts = useRef(new Map<number, ShiftDraft>());

  let content: React.ReactNode;
  if (roster.isPending) content = <LoadingState label={t('shifts.loading')} rows={4} />;
  else if (roster.isError)
    content = (
      <ErrorState message={t('shifts.loadFailed')} retryLabel={t('retry')} onRetry={() => void roster.refetch()} />
    );
  else if (roster.data.agents.length === 0)
    content = <EmptyState icon="pi pi-calendar" title={t('shifts.noAgentsTitle')} message={t('shifts.noAgents')} />;
  else
    content = (
      <>
        <p>{t('shifts.zoneHint', { zone: roster.data.time_zone })}</p>
        <ul className="cc-shift-roster">
          {roster.data.agents.map((agent) => {
            const name = `${agent.first_name} ${agent.last_name}`.trim() || agent.email;
            const editorId = `shift-editor-${agent.user_id}`;
            const open = editing === agent.user_id;
            return (
              <li key={agent.user_id} className="cc-shift-roster__agent">
                <div className="cc-shift-roster__head">
                  <h3 className="cc-shift-roster__name">{name}</h3>
                  <p className="cc-shift-roster__meta">
                    {t('shifts.languages', { languages: agent.languages.join(', ') })}
                    {' · '}
                    {t('shifts.count', { count: agent.shifts.length })}
                  </p>
                  <Button
                    type="button"
                    icon={open ? 'pi pi-times' : 'pi pi-pencil'}
                    severity="secondary"
                    label={open ? t('shifts.close') : t('shifts.edit')}
                    aria-label={open ? t('shifts.closeFor', { name }) : t('shifts.editFor', { name })}
                    aria-expanded={open}
                    aria-controls={open ? editorId : undefined}
                    onClick={() => setEditing(open ? null : agent.user_id)}
                  />
                </div>
                {open ? (
                  <div id={editorId}>
                    <ShiftEditor
                      agent={agent}
                      draft={drafts.current.get(agent.user_id)}
                      onLeave={(draft) => {
                        if (draft) drafts.current.set(agent.user_id, draft);
                        else drafts.current.delete(agent.user_id);
                      }}
                      timeZone={roster.data.time_zone}
                      userTimeZone={userTimeZone}
                      onClose={() => setEditing(null)}
                      {...(now ? { now } : {})}
                    />
                  </div>
                ) : (
                  <ShiftWeekGrid name={name} shifts={agent.shifts} />
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  return (
    <section className="cc-scheduler-shifts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('shifts.title')}</h2>
      {content}
    </section>
  );
}
