import { useCallback, useState } from 'react';
import type { ClientFormValues } from './clientFormValues.ts';
import {
  type ClientFormErrors,
  type ClientFormField,
  isClientFormValid,
  validateClientField,
  validateClientForm,
} from './validateClientForm.ts';

/** The form's values and messages, with on-blur checks and a full check before sending. */
export function useClientFormState(initial: ClientFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const currentYear = new Date().getFullYear();

  const blur = useCallback(
    (field: ClientFormField) =>
      setErrors((current) => ({ ...current, [field]: validateClientField(field, values, currentYear) })),
    [values, currentYear],
  );
  const change = useCallback(
    (next: ClientFormValues) => {
      setValues(next);
      // A field already shown as wrong is checked again as it is corrected.
      setErrors((current) => {
        const updated: ClientFormErrors = { ...current };
        for (const field of Object.keys(current) as ClientFormField[])
          if (field !== ('phones' as string) && current[field])
            updated[field] = validateClientField(field, next, currentYear);
        if (current.phones) updated.phones = validateClientForm(next, currentYear).phones;
        return updated;
      });
    },
    [currentYear],
  );
  const validateAll = useCallback(() => {
    const found = validateClientForm(values, currentYear);
    setErrors(found);
    return isClientFormValid(found);
  }, [values, currentYear]);

  return { values, errors, change, blur, validateAll, setValues };
}
