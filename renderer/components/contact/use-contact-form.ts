import { type FormEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  type ContactField,
  type ContactMessageKey,
  type ContactValues,
  contactFields,
  requiredTextFields,
} from '../../../schemas/contact-fields.ts';
import { takeControlsLeftBeforeHydration } from '../../islands/island-markup.ts';
import { loadContactRules } from './contact-rules.ts';

type FormStatus = 'idle' | 'sending' | 'success' | 'error';
type CaptchaProblem = 'expired' | 'error' | 'unavailable';
type FieldErrors = Partial<Record<ContactField, ContactMessageKey>>;
type Flags = Partial<Record<ContactField, boolean>>;

export interface CaptchaWidget {
  reset(): void;
}

/** The form as it starts: no visitor data, the first office, and the message's first line when it starts with one (an application). */
const emptyValues = (defaultLocation: string, startMessage: string): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  message: startMessage,
  location: defaultLocation,
});

const allTouched: Flags = Object.fromEntries(contactFields.map((field) => [field, true]));

/**
 * What the form's fields hold now: the field the visitor is in, and the fields they filled or changed and left.
 * The island hydrates on the visitor's first touch (renderer/pages/contact/+Page.tsx), so by then they may have
 * typed, chosen an office or moved on; React 19 keeps those values in the DOM but not in state, and the island
 * notes the fields left meanwhile.
 */
function fieldsAsLeft(form: HTMLFormElement, empty: ContactValues) {
  const values = { ...empty };
  const left: ContactField[] = [];
  let active: ContactField | undefined;
  // A field focused and left empty (Tab through the form) changed nothing in the DOM: the island noted it.
  const leftEmpty = takeControlsLeftBeforeHydration(form);
  for (const field of contactFields) {
    const control = form.elements.namedItem(field);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    values[field] = control.value;
    if (control === document.activeElement) active = field;
    else if (control.value !== empty[field] || leftEmpty.has(field)) left.push(field);
  }
  return { values, left, active };
}

/**
 * The state of SPEC.md section 4: values, touched and focused flags, errors (on blur, then on every change
 * once touched, all at submit), the captcha token and its problems, and idle -> sending -> success | error.
 */
export function useContactForm(
  form: RefObject<HTMLFormElement | null>,
  defaultLocation: string,
  send: (values: ContactValues, recaptchaToken: string) => Promise<void>,
  startMessage = '',
) {
  const empty = emptyValues(defaultLocation, startMessage);
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

  // Before the first render after hydration, which would otherwise put the server's empty values back into the
  // fields: the state starts from what the visitor left there, as if React had seen it happen (a field left is
  // touched and validated, the one they are in is focused). Nothing to take over when React rendered the form itself.
  useLayoutEffect(() => {
    if (!form.current) return;
    const untouched = emptyValues(defaultLocation, startMessage);
    const found = fieldsAsLeft(form.current, untouched);
    if (found.left.length === 0 && !found.active) return;
    setValues(found.values);
    setTouched(Object.fromEntries(found.left.map((field) => [field, true])));
    for (const field of found.left) validate(field, found.values[field]);
    if (found.active) {
      setFocused({ [found.active]: true });
      // As focusing a field does: the rules are there by the time the visitor leaves it.
      void loadContactRules();
    }
  }, [form, defaultLocation, startMessage, validate]);

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
    /** Google's script could not be loaded (true), or loaded on a retry (false). */
    unavailable: (unavailable: boolean) => {
      setCaptchaToken(null);
      setCaptchaProblem(unavailable ? 'unavailable' : undefined);
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
