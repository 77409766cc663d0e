import { mfaVerifyUserIdentity, SUPPORTED_PHONE_COUNTRIES } from '@carecall/api-client';
import { PhoneField, type PhoneValue } from '@carecall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getMfaErrorMessage } from './getMfaErrorMessage.ts';
import { getMfaPhaseAddress } from './getMfaPhaseAddress.ts';
import { MfaForm } from './MfaForm.tsx';
import { type MfaPhoneErrors, toMfaPhoneNumber, validateMfaPhone } from './validateMfaPhone.ts';

/**
 * Phone entry of the second factor: one of the supported countries and the number, sent as `+code-number`;
 * the server texts a code to it and the code screen follows.
 */
export function PhoneEntryForm() {
  const { api, mfaState, navigate } = usePortalRuntime();
  const { t } = useTranslation(['auth', 'validation']);
  const toast = usePortalToast();
  const [value, setValue] = useState<PhoneValue>({ countryCode: '', number: '' });
  const [errors, setErrors] = useState<MfaPhoneErrors>({});
  const [busy, setBusy] = useState(false);
  const countries = useMemo(
    () =>
      SUPPORTED_PHONE_COUNTRIES.map(({ country, countryCode }) => ({
        code: country,
        name: t(`mfa.countries.${country}`),
        dialCode: countryCode,
      })),
    [t],
  );

  const submit = async () => {
    const found = validateMfaPhone(value);
    setErrors(found);
    if (found.countryCode || found.number) return;
    setBusy(true);
    try {
      const answer = await api.call(mfaVerifyUserIdentity, { body: { phoneNumber: toMfaPhoneNumber(value) } });
      mfaState.markCodeSent(true);
      navigate(getMfaPhaseAddress('MFA_CODE_IS_REQUIRED', answer.cellphone));
    } catch (error) {
      toast.error(getMfaErrorMessage(error, t, api));
      setBusy(false);
    }
  };

  return (
    <MfaForm
      heading={t('mfa.phone.heading')}
      submitLabel={t('mfa.phone.submit')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <p className="cc-mfa-form__intro">{t('mfa.phone.intro')}</p>
      <PhoneField
        id="mfa-phone"
        label={t('mfa.phone.label')}
        countryLabel={t('mfa.phone.countryLabel')}
        numberLabel={t('mfa.phone.numberLabel')}
        countryPlaceholder={t('mfa.phone.countryPlaceholder')}
        numberPlaceholder={t('mfa.phone.numberPlaceholder')}
        countries={countries}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (errors.countryCode || errors.number) setErrors(validateMfaPhone(next));
        }}
        countryError={errors.countryCode ? translateValidationMessage(t, errors.countryCode) : undefined}
        numberError={errors.number ? translateValidationMessage(t, errors.number) : undefined}
        required
      />
    </MfaForm>
  );
}
