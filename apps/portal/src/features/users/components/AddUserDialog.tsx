import { isApiError } from '@carecall/api-client';
import { FormDialog, SelectField, SwitchField, TextField } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getCreateUserErrorKey } from '../api/getCreateUserErrorKey.ts';
import { useCreateUser } from '../api/useCreateUser.ts';
import {
  EMPTY_NEW_USER,
  NEW_USER_FIELDS,
  type NewUserField,
  type NewUserFormValues,
  validateNewUser,
  validateNewUserField,
} from '../form/validateNewUser.ts';

/** Props of {@link AddUserDialog}. */
export interface AddUserDialogProps {
  visible: boolean;
  onClose: () => void;
}

type Errors = Partial<Record<NewUserField, string>>;

function isNewUserField(path: string): path is NewUserField {
  return (NEW_USER_FIELDS as readonly string[]).includes(path);
}

/**
 * The add-user modal: fields validate on blur, and again as they are corrected; Create validates
 * everything, sends the user and closes with 'user created successfully', or keeps the form open with 'user already
 * exists failure' or 'user creation failed' (and the server's field errors on their fields).
 */
export function AddUserDialog({ visible, onClose }: AddUserDialogProps) {
  const { t } = useTranslation(['users', 'validation']);
  const toast = usePortalToast();
  const createUser = useCreateUser();
  const [values, setValues] = useState<NewUserFormValues>(EMPTY_NEW_USER);
  const [errors, setErrors] = useState<Errors>({});

  const showError = (field: NewUserField) => {
    const message = errors[field];
    return message ? translateValidationMessage(t, message) : undefined;
  };
  const validateField = (field: NewUserField, next: NewUserFormValues) =>
    setErrors((current) => ({ ...current, [field]: validateNewUserField(field, next) }));
  const change = <K extends keyof NewUserFormValues>(field: K, value: NewUserFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already shown as wrong is checked again as it is corrected.
    if (isNewUserField(field) && errors[field]) validateField(field, next);
  };
  const close = () => {
    setValues(EMPTY_NEW_USER);
    setErrors({});
    onClose();
  };

  const submit = () => {
    const found = validateNewUser(values);
    setErrors(found);
    const firstInvalid = NEW_USER_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`add-user-${firstInvalid}`)?.focus();
      return;
    }
    createUser.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        language: values.language ?? 'en',
        country_code: values.country_code.trim(),
        phone_number: values.phone_number.trim(),
        is_emergency_contact: values.is_emergency_contact,
        is_callcentre_agent: values.is_callcentre_agent,
      },
      {
        onSuccess: () => {
          toast.success(t('created'));
          close();
        },
        onError: (error) => {
          toast.error(t(getCreateUserErrorKey(error)));
          if (isApiError(error) && error.fields) {
            const serverErrors: Errors = {};
            for (const field of error.fields) if (isNewUserField(field.path)) serverErrors[field.path] = field.message;
            setErrors((current) => ({ ...current, ...serverErrors }));
          }
        },
      },
    );
  };

  return (
    <FormDialog
      visible={visible}
      header={t('form.title')}
      confirmLabel={t('form.create')}
      cancelLabel={t('form.cancel')}
      closeLabel={t('common:close')}
      onConfirm={submit}
      onCancel={close}
      busy={createUser.isPending}
    >
      <div className="cc-form-grid">
        <TextField
          id="add-user-first_name"
          name="first_name"
          label={t('form.firstName')}
          value={values.first_name}
          onChange={(value) => change('first_name', value)}
          onBlur={() => validateField('first_name', values)}
          error={showError('first_name')}
          autoComplete="off"
          required
        />
        <TextField
          id="add-user-last_name"
          name="last_name"
          label={t('form.lastName')}
          value={values.last_name}
          onChange={(value) => change('last_name', value)}
          onBlur={() => validateField('last_name', values)}
          error={showError('last_name')}
          autoComplete="off"
          required
        />
        <TextField
          id="add-user-email"
          name="email"
          type="email"
          label={t('form.email')}
          value={values.email}
          onChange={(value) => change('email', value)}
          onBlur={() => validateField('email', values)}
          error={showError('email')}
          autoComplete="off"
          inputMode="email"
          required
        />
        <SelectField<'en' | 'ja'>
          id="add-user-language"
          name="language"
          label={t('form.language')}
          placeholder={t('form.languagePlaceholder')}
          options={[
            { value: 'en', label: t('form.languages.en') },
            { value: 'ja', label: t('form.languages.ja') },
          ]}
          value={values.language}
          onChange={(value) => {
            const next = { ...values, language: value };
            setValues(next);
            validateField('language', next);
          }}
          error={showError('language')}
          required
        />
        <TextField
          id="add-user-country_code"
          name="country_code"
          label={t('form.countryCode')}
          value={values.country_code}
          onChange={(value) => change('country_code', value)}
          onBlur={() => validateField('country_code', values)}
          error={showError('country_code')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          required
        />
        <TextField
          id="add-user-phone_number"
          name="phone_number"
          type="tel"
          label={t('form.phoneNumber')}
          hint={t('form.phoneNumberHint')}
          value={values.phone_number}
          onChange={(value) => change('phone_number', value)}
          onBlur={() => validateField('phone_number', values)}
          error={showError('phone_number')}
          autoComplete="off"
          required
        />
        <SwitchField
          id="add-user-is_emergency_contact"
          name="is_emergency_contact"
          label={t('form.emergencyContact')}
          checked={values.is_emergency_contact}
          onChange={(checked) => change('is_emergency_contact', checked)}
        />
        <SwitchField
          id="add-user-is_callcentre_agent"
          name="is_callcentre_agent"
          label={t('form.callCentreAgent')}
          checked={values.is_callcentre_agent}
          onChange={(checked) => change('is_callcentre_agent', checked)}
        />
      </div>
    </FormDialog>
  );
}
