import type { QuestionnaireRevision } from '@carecall/api-client';
import { ConfirmDialog, DIALOG_WIDTH, EmptyState, ErrorState, getDialogProps, LoadingState } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useRestoreRevision } from '../api/useRestoreRevision.ts';
import { useRevisionsQuery } from '../api/useRevisionsQuery.ts';
import { getLifecycleErrorMessage } from './getLifecycleErrorMessage.ts';
import './lifecycle.css';

/** Props of {@link RevisionHistoryDialog}. */
export interface RevisionHistoryDialogProps {
  questionnaireId: number;
  /** Whether the user may restore (own organization, not archived: graph-core's `canEditQuestionnaire`). */
  canRestore: boolean;
  /**
   * The version on screen, sent with a restore so a stale view is refused instead of overwriting newer work; none for
   * a questionnaire never saved, which has nothing to restore.
   */
  version: number | undefined;
  /** After the server stored the restored revision as a new version. */
  onRestored: (saved: { id: number; version: number }) => void;
  onClose: () => void;
}

/**
 * The revision history of a questionnaire: who stored each version, when (in the user's time zone) and how, newest
 * first, with a confirmed restore of any earlier revision. A conflict (someone saved meanwhile) is explained and
 * nothing is overwritten.
 */
export function RevisionHistoryDialog({
  questionnaireId,
  canRestore,
  version,
  onRestored,
  onClose,
}: RevisionHistoryDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const revisions = useRevisionsQuery(questionnaireId);
  const restore = useRestoreRevision();
  const [confirming, setConfirming] = useState<QuestionnaireRevision | null>(null);

  const confirmRestore = (revision: QuestionnaireRevision, base: number) =>
    restore.mutate(
      { questionnaireId, revisionId: revision.id, version: base },
      {
        onSuccess: (saved) => {
          toast.success(t('revisions.restored', { version: revision.version, newVersion: saved.version }));
          setConfirming(null);
          onRestored(saved);
        },
        onError: (error) => {
          toast.error(getLifecycleErrorMessage(t, api, error, formatDate));
          setConfirming(null);
        },
      },
    );

  let body: ReactNode;
  if (revisions.isPending) {
    body = <LoadingState label={t('revisions.loading')} rows={3} />;
  } else if (revisions.isError) {
    body = (
      <ErrorState
        message={t('revisions.loadFailed')}
        retryLabel={t('revisions.retry')}
        onRetry={() => void revisions.refetch()}
      />
    );
  } else if (revisions.data.length === 0) {
    body = <EmptyState title={t('revisions.empty')} message={t('revisions.emptyDetail')} icon="pi pi-history" />;
  } else {
    body = (
      <ol className="cc-revisions" aria-label={t('revisions.title')}>
        {revisions.data.map((revision, index) => {
          const current = index === 0;
          return (
            <li key={revision.id} className="cc-revisions__item">
              <div className="cc-revisions__text">
                <span className="cc-revisions__version">
                  {t('revisions.version', { version: revision.version })}
                  {current ? <span className="cc-lifecycle__badge">{t('revisions.current')}</span> : null}
                </span>
                <span>
                  {t(`revisions.actions.${revision.action}`)}
                  {revision.restored_from_revision_id !== null
                    ? ` (${t('revisions.restoredFrom', { id: revision.restored_from_revision_id })})`
                    : ''}
                </span>
                <span className="cc-lifecycle__detail">
                  {t('revisions.byAt', {
                    user: revision.user_name ?? t('revisions.unknownUser'),
                    time: formatDate(revision.created_at, DATE_FORMATS.dateTime),
                  })}
                </span>
              </div>
              {canRestore && version !== undefined && !current ? (
                <Button
                  type="button"
                  label={t('revisions.restore')}
                  aria-label={t('revisions.restoreLabel', { version: revision.version })}
                  icon="pi pi-replay"
                  size="small"
                  outlined
                  disabled={restore.isPending}
                  onClick={() => setConfirming(revision)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <>
      <Dialog
        className="cc-dialog cc-revisions-dialog"
        visible
        header={t('revisions.title')}
        footer={<Button type="button" label={t('close')} severity="secondary" outlined onClick={onClose} />}
        {...getDialogProps({ width: DIALOG_WIDTH, onCancel: onClose, closeLabel: t('close') })}
      >
        {!canRestore ? <p className="cc-lifecycle__detail">{t('revisions.readOnly')}</p> : null}
        {body}
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          visible
          header={t('revisions.confirmTitle')}
          message={t('revisions.confirmMessage', {
            version: confirming.version,
            date: formatDate(confirming.created_at, DATE_FORMATS.dateTime),
          })}
          confirmLabel={t('revisions.restore')}
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          onConfirm={() => {
            if (version !== undefined) confirmRestore(confirming, version);
          }}
          onCancel={() => setConfirming(null)}
          busy={restore.isPending}
        />
      ) : null}
    </>
  );
}
