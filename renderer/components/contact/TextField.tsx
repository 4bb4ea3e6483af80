import { useTranslation } from 'react-i18next';
import type { ContactField, ContactMessageKey } from '../../../schemas/contact-fields.ts';
import styles from './ContactForm.module.css';

interface TextFieldProps {
  field: Exclude<ContactField, 'location'>;
  label: string;
  value: string;
  cap: number;
  /** Shows "{{count}}/{{max}} characters" under the input. */
  counted?: boolean;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  error: ContactMessageKey | undefined;
  focused: boolean;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** One labelled input with its cap (maxLength), counter and error, tied together for assistive technology. */
export function TextField({
  field,
  label,
  value,
  cap,
  counted = false,
  optional = false,
  multiline = false,
  type = 'text',
  autoComplete,
  error,
  focused,
  onChange,
  onFocus,
  onBlur,
  inputRef,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : undefined, counted ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value,
    maxLength: cap,
    required: !optional,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onFocus,
    onBlur,
  } as const;
  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ''} ${focused ? styles.focused : ''} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> {t('contact.form.optional')}</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} ref={inputRef} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      <div className={styles.below}>
        {error ? (
          <p id={errorId} className={styles.error}>
            {t(`contact.form.${error}`)}
          </p>
        ) : (
          <span />
        )}
        {counted && (
          <p id={counterId} className={styles.counter}>
            {t('contact.form.counter', { count: value.length, max: cap })}
          </p>
        )}
      </div>
    </div>
  );
}
