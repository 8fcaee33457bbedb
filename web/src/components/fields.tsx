import { useId } from 'react';

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  required,
  multiline,
  placeholder,
  autoComplete,
  rows = 5,
  wide,
}: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** Lines of a multiline field. */
  rows?: number;
  /** Spans every column of a form grid (a long text). */
  wide?: boolean;
}) {
  const id = useId();
  const errId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errId : undefined,
  };
  return (
    <div className={`field${error ? ' has-error' : ''}${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p className="field-error" id={errId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  const errId = `${id}-error`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errId : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={errId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field checkbox">
      <input id={id} type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
