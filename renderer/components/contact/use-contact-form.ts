import { type FormEvent, useCallback, useRef, useState } from 'react';
import {
  type ContactField,
  type ContactMessageKey,
  type ContactValues,
  contactFields,
  requiredTextFields,
} from '../../../schemas/contact-fields.ts';
import { loadContactRules } from './contact-rules.ts';

type FormStatus = 'idle' | 'sending' | 'success' | 'error';
type CaptchaProblem = 'expired' | 'error';
type FieldErrors = Partial<Record<ContactField, ContactMessageKey>>;
type Flags = Partial<Record<ContactField, boolean>>;

export interface CaptchaWidget {
  reset(): void;
}

const allTouched: Flags = Object.fromEntries(contactFields.map((field) => [field, true]));

/**
 * The state of SPEC.md section 4: values, touched and focused flags, errors (on blur, then on every change
 * once touched, all at submit), the captcha token and its problems, and idle -> sending -> success | error.
 */
export function useContactForm(defaultLocation: string, send: (values: ContactValues, recaptchaToken: string) => Promise<void>) {
  const empty: ContactValues = { name: '', email: '', phone: '', message: '', location: defaultLocation };
  const [values, setValues] = useState<ContactValues>(empty);
  const [touched, setTouched] = useState<Flags>({});
  const [focused, setFocused] = useState<Flags>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaProblem, setCaptchaProblem] = useState<CaptchaProblem | undefined>();
  const [status, setStatus] = useState<FormStatus>('idle');
  const captchaWidget = useRef<CaptchaWidget | null>(null);
  // A double click must not send twice: state updates reach the button a render later.
  const inFlight = useRef(false);

  const validate = useCallback((field: ContactField, value: string) => {
    // Results arrive in call order (one shared promise), so the last keystroke's verdict is the one that stays.
    void loadContactRules().then((rules) => {
      const error = rules.contactFieldError(field, value);
      setErrors((previous) => (previous[field] === error ? previous : { ...previous, [field]: error }));
    });
  }, []);

  const change = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (touched[field]) validate(field, value);
    if (status === 'success' || status === 'error') setStatus('idle');
  };
  const focus = (field: ContactField) => {
    setFocused((previous) => ({ ...previous, [field]: true }));
    void loadContactRules();
  };
  const blur = (field: ContactField) => {
    setFocused((previous) => ({ ...previous, [field]: false }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    validate(field, values[field]);
  };

  const captcha = {
    solved: (token: string | null) => {
      setCaptchaToken(token);
      setCaptchaProblem(undefined);
    },
    expired: () => {
      setCaptchaToken(null);
      setCaptchaProblem('expired');
    },
    failed: () => {
      setCaptchaToken(null);
      setCaptchaProblem('error');
    },
  };
  const resetCaptcha = () => {
    captchaWidget.current?.reset();
    setCaptchaToken(null);
  };

  const hasErrors = Object.values(errors).some(Boolean);
  const canSubmit =
    status !== 'sending' && requiredTextFields.every((field) => values[field].trim() !== '') && !hasErrors && captchaToken !== null;

  /** Returns the first field with a problem, for the caller to focus, or undefined. */
  const submit = async (event: FormEvent): Promise<ContactField | undefined> => {
    event.preventDefault();
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await validateAndSend();
    } finally {
      inFlight.current = false;
    }
  };

  const validateAndSend = async (): Promise<ContactField | undefined> => {
    const rules = await loadContactRules();
    const found = rules.contactFormErrors(values);
    setTouched(allTouched);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid || captchaToken === null) return firstInvalid;
    setStatus('sending');
    try {
      await send(values, captchaToken);
      setValues(empty);
      setTouched({});
      setFocused({});
      setErrors({});
      setCaptchaProblem(undefined);
      resetCaptcha();
      setStatus('success');
    } catch (error) {
      console.warn('The contact message was not sent:', error instanceof Error ? error.message : error);
      // A token is good for one verification only; the visitor solves a fresh one and sends the same text again.
      resetCaptcha();
      setStatus('error');
    }
    return undefined;
  };

  /** Errors of touched fields: what the visitor is shown. */
  const shownErrors: FieldErrors = Object.fromEntries(
    contactFields.filter((field) => touched[field] && errors[field]).map((field) => [field, errors[field]]),
  );

  return {
    values,
    focused,
    shownErrors,
    captchaToken,
    captchaProblem,
    status,
    canSubmit,
    captchaWidget,
    captcha,
    change,
    focus,
    blur,
    submit,
  };
}
