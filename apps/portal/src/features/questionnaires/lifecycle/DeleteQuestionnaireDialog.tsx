import { ConfirmDialog } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useDeleteQuestionnaire } from '../api/useDeleteQuestionnaire.ts';
import { getLifecycleErrorMessage } from './getLifecycleErrorMessage.ts';

/** Props of {@link DeleteQuestionnaireDialog}. */
export interface DeleteQuestionnaireDialogProps {
  questionnaire: { id: number; name: string; organization_id: number };
  /** After the server deleted it (the questionnaire queries are already being refreshed). */
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation of an archived questionnaire: 'Are you sure you want to delete', its name
 * and id, delete and cancel. It sends the DELETE itself and stays open on a refusal, saying why in a toast.
 */
export function DeleteQuestionnaireDialog({ questionnaire, onDeleted, onCancel }: DeleteQuestionnaireDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const remove = useDeleteQuestionnaire();

  const confirm = () =>
    remove.mutate(questionnaire, {
      onSuccess: () => {
        toast.success(t('delete.deleted', { name: questionnaire.name }));
        onDeleted();
      },
      onError: (error) => toast.error(getLifecycleErrorMessage(t, api, error)),
    });

  return (
    <ConfirmDialog
      visible
      header={t('delete.title')}
      message={
        <>
          <p className="cc-lifecycle__message">
            {t('delete.message', { name: questionnaire.name, id: questionnaire.id })}
          </p>
          <p className="cc-lifecycle__detail">{t('delete.detail')}</p>
        </>
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={confirm}
      onCancel={onCancel}
      busy={remove.isPending}
      severity="danger"
    />
  );
}
