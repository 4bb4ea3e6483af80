import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

/**
 * The site's one button: primary (the page's main action), secondary (an alternative), quiet (low emphasis,
 * inside text or toolbars), icon (a square control whose name is its aria-label). A link when it has an href,
 * a <button> otherwise; one focus ring for all (tokens.css --focus-ring).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon';
export type ButtonTone = 'light' | 'dark';

interface Look {
  variant?: ButtonVariant;
  /** `dark` on navy bands and over pictures. */
  tone?: ButtonTone;
  className?: string | undefined;
  children: ReactNode;
}

export function buttonClass({ variant = 'primary', tone = 'light', className }: Omit<Look, 'children'>): string {
  return [styles.button, styles[variant], tone === 'dark' ? styles.onDark : '', className ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, tone, className, children, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass({ variant, tone, className })} {...rest}>
      {children}
    </button>
  );
}

export function ButtonLink({ variant, tone, className, children, ...rest }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, tone, className })} {...rest}>
      {children}
    </a>
  );
}
