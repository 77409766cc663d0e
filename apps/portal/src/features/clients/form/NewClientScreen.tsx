import { isSuperAdminRole } from '@carecall/api-client';
import { PageHeader } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCreateClient } from '../api/useCreateClient.ts';
import { ClientBasicDetailsForm } from './ClientBasicDetailsForm.tsx';
import { EMPTY_CLIENT_FORM } from './clientFormValues.ts';
import { getCreateClientErrorMessage } from './getCreateClientErrorMessage.ts';
import { getDefaultScheduleZone } from './scheduleRules.ts';
import { useClientFormState } from './useClientFormState.ts';

/**
 * `/client`: the basic-details form and Create client. A failed creation keeps what was typed
 * and re-enables the button; a created client opens on its summary when that page is enabled, else its default page.
 */
export function NewClientScreen() {
  const { navigate } = usePortalRuntime();
  const { t } = useTranslation('clientPage');
  const toast = usePortalToast();
  const role = usePortalStore((state) => state.user?.role ?? 0);
  const settings = usePortalStore((state) => state.settings);
  const form = useClientFormState(EMPTY_CLIENT_FORM);

  const create = useCreateClient();

  const submit = () => {
    if (!form.validateAll()) return;
    create.mutate(form.values, {
      onSuccess: (patientId) => {
        const home = settings?.['patientHomePage.enabled'] ? 'summaryPatient' : 'edit';
        navigate(`/client/${patientId}/${home}`);
      },
      onError: (error) => toast.error(getCreateClientErrorMessage(t, error)),
    });
  };

  return (
    <section className="cc-screen cc-client-page">
      <aside className="cc-client-page__side">
        <h2>{t('newSidebar')}</h2>
      </aside>
      <div className="cc-client-page__main">
        <PageHeader title={t('newTitle')} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ClientBasicDetailsForm
            idPrefix="new-client"
            values={form.values}
            errors={form.errors}
            onChange={form.change}
            onBlurField={form.blur}
            showActivePeriod={isSuperAdminRole(role)}
            defaultTimeZone={getDefaultScheduleZone(settings?.timezone)}
            onScheduleRefused={(message) => toast.warn(message)}
          />
          <button type="submit" className="p-button" disabled={create.isPending}>
            {t('create')}
          </button>
        </form>
      </div>
    </section>
  );
}
