import type { ComponentProps, ReactNode } from 'react';
import styles from './Button.module.css';

/**
 * The site's one button: primary (the page's main action), secondary (an alternative; with aria-pressed it is a
 * toggle of a group, filled when on), quiet (low emphasis, inside text or toolbars), icon (a round control whose
 * name is its aria-label), dot (one page of a set, filled when it is shown; named by its aria-label), menu (an entry of the header's menus, link or trigger: plain text that takes a surface
 * on hover and while its menu is open). A link when it has an href, a <button> otherwise; one focus ring for all (tokens.css
 * --focus-ring). `ref` passes through (React 19), so focus can be moved to it.
 */
type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon' | 'dot' | 'menu';
export type ButtonTone = 'light' | 'dark';

interface Look {
  variant?: ButtonVariant;
  /** `dark` on navy bands and over pictures. */
  tone?: ButtonTone;
  /**
   * `small` for an icon button inside a line of text (still a 32 px target) or a menu's compact utility control
   * (a 28 px target); `large` for a hero's one call to action.
   */
  size?: 'regular' | 'small' | 'large';
  className?: string | undefined;
  /** None for a dot, whose aria-label names it. */
  children?: ReactNode;
}

export function buttonClass({ variant = 'primary', tone = 'light', size = 'regular', className }: Omit<Look, 'children'>): string {
  return [styles.button, styles[variant], tone === 'dark' ? styles.onDark : '', size === 'regular' ? '' : styles[size], className ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, tone, size, className, children, type = 'button', ...rest }: Look & ComponentProps<'button'>) {
  return (
    <button type={type} className={buttonClass({ variant, tone, size, className })} {...rest}>
      {children}
    </button>
  );
}

export function ButtonLink({ variant, tone, size, className, children, ...rest }: Look & ComponentProps<'a'>) {
  return (
    <a className={buttonClass({ variant, tone, size, className })} {...rest}>
      {children}
    </a>
  );
}
