import { isAdminRole } from '@carecall/api-client';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { NotFoundScreen } from '../shell/NotFoundScreen.tsx';
import { useSchedulerQueueQuery } from './api/useSchedulerQueries.ts';
import { registerSchedulerTexts } from './registerSchedulerTexts.ts';
import './scheduler.css';

/**
 * Today's scheduler queue for the organization's admins: each agent with a shift today (languages, shifts, on shift
 * now, what they reserved, placed and skipped, how many open calls they could take) and every due call with its
 * state, agent and skip reason. Refreshed with the bar's 30-second rhythm.
 */
export function SchedulerQueueScreen() {
  const runtime = usePortalRuntime();
  registerSchedulerTexts(runtime.i18n);
  const user = usePortalStore((state) => state.user);
  if (!user || !isAdminRole(user.role)) return <NotFoundScreen />;
  return <SchedulerQueueContent />;
}

function SchedulerQueueContent() {
  const { t } = useTranslation('scheduler');
  const formatDate = useDateFormatter();
  const headingId = useId();
  const queue = useSchedulerQueueQuery();

  let content: React.ReactNode;
  if (queue.isPending) content = <LoadingState label={t('queue.loading')} />;
  else if (queue.isError) content = <ErrorState message={t('queue.loadFailed')} />;
  else {
    const { agents, calls } = queue.data;
    const agentName = (userId: number | null) => {
      const agent = agents.find((item) => item.user_id === userId);
      return agent ? `${agent.first_name} ${agent.last_name}` : userId === null ? '' : `#${userId}`;
    };
    content = (
      <>
        <p>{t('queue.day', { day: queue.data.plan_day, zone: queue.data.time_zone })}</p>
        <h3>{t('queue.agents')}</h3>
        {agents.length === 0 ? (
          <EmptyState title={t('queue.agents')} message={t('queue.noAgents')} />
        ) : (
          <table className="cc-scheduler-queue__table">
            <thead>
              <tr>
                <th scope="col">{t('queue.agent')}</th>
                <th scope="col">{t('queue.shifts')}</th>
                <th scope="col">{t('queue.languages')}</th>
                <th scope="col">{t('queue.status')}</th>
                <th scope="col">{t('queue.open')}</th>
                <th scope="col">{t('queue.reserved')}</th>
                <th scope="col">{t('queue.executed')}</th>
                <th scope="col">{t('queue.skipped')}</th>
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.user_id}>
                  <th scope="row">
                    {agent.first_name} {agent.last_name}
                  </th>
                  <td>
                    {agent.shifts
                      .map((shift) => `${formatDate(shift.start, 'HH:mm')}–${formatDate(shift.end, 'HH:mm')}`)
                      .join(', ')}
                  </td>
                  <td>{agent.languages.join(', ')}</td>
                  <td>{agent.in_shift ? t('queue.inShift') : t('queue.offShift')}</td>
                  <td>{agent.open}</td>
                  <td>{agent.reserved}</td>
                  <td>{agent.executed}</td>
                  <td>{agent.skipped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('queue.calls')}</h3>
        {calls.length === 0 ? (
          <EmptyState title={t('queue.calls')} message={t('queue.noCalls')} />
        ) : (
          <table className="cc-scheduler-queue__table">
            <thead>
              <tr>
                <th scope="col">{t('queue.client')}</th>
                <th scope="col">{t('queue.due')}</th>
                <th scope="col">{t('queue.window')}</th>
                <th scope="col">{t('queue.language')}</th>
                <th scope="col">{t('queue.status')}</th>
                <th scope="col">{t('queue.by')}</th>
                <th scope="col">{t('queue.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {calls.map((call) => (
                <tr key={call.id}>
                  <th scope="row">
                    {call.patient_name}
                    {call.overdue ? ` (${t('queue.overdue')})` : ''}
                  </th>
                  <td>{formatDate(call.due_at, 'HH:mm')}</td>
                  <td>{formatDate(call.window_end, 'HH:mm')}</td>
                  <td>{call.language ?? t('queue.anyLanguage')}</td>
                  <td>{t(`queue.statuses.${call.status}`)}</td>
                  <td>{agentName(call.user_id)}</td>
                  <td>
                    {call.skip_reason ? t(`reasons.${call.skip_reason}`, { defaultValue: call.skip_reason }) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }
  return (
    <section className="cc-scheduler-queue" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('queue.title')}</h2>
      {content}
    </section>
  );
}
