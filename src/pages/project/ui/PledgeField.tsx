import { useId, type InputHTMLAttributes } from 'react';

type PledgeFieldProps = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** A text of a few lines (an address): a textarea with the input's length and autocomplete. */
  multiline?: boolean;
};

/** A labelled text input of the pledge form, its hint and its error tied to it for readers. */
export function PledgeField({ name, label, hint, error, inputProps, multiline }: PledgeFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    dir: 'auto',
    'aria-invalid': Boolean(error),
    'aria-describedby': described || undefined,
  };
  return (
    <div className="pledge-form__field">
      <label className="pledge-form__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          maxLength={inputProps?.maxLength}
          autoComplete={inputProps?.autoComplete}
        />
      ) : (
        <input {...common} type="text" {...inputProps} />
      )}
      {hint && (
        <span id={`${id}-hint`} className="pledge-form__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="pledge-form__error">
          {error}
        </span>
      )}
    </div>
  );
}
