import { FieldFrame, getFieldDescribedBy, useFieldIds } from '@carecall/ui';
import { InputTextarea } from 'primereact/inputtextarea';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  required?: boolean;
  error?: string | readonly string[];
  hint?: string;
  rows?: number;
}

/** A labelled multi-line input for spoken texts, wired to its errors like the packaged fields. */
export function TextAreaField({
  label,
  value,
  onChange,
  id,
  name,
  required = false,
  error,
  hint,
  rows = 3,
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <InputTextarea
        id={ids.inputId}
        name={name}
        value={value}
        rows={rows}
        autoResize
        onChange={(event) => onChange(event.target.value)}
        invalid={errors.length > 0}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error: errors.join(' ') || undefined })}
      />
    </FieldFrame>
  );
}
