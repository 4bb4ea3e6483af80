import { buttonClass } from '../ui/Button.tsx';
import styles from './Preview.module.css';

/** The part of Vite's error payload its overlay shows. */
type OverlayError = Record<string, unknown>;

/**
 * `site dev` only: Esc or a click beside Vite's error overlay hides it, but the error stands and the page behind
 * it still shows the last valid content. While that lasts, a notice at the top of the page says so and shows the
 * error again on demand; it goes when the error is fixed (the next valid save) or shown again.
 */
export function followContentErrors(hot: NonNullable<ImportMeta['hot']>): { fixed(): void } {
  let standing: OverlayError | undefined;
  let notice: HTMLElement | undefined;
  const hideNotice = () => {
    notice?.remove();
    notice = undefined;
  };
  const showOverlay = () => {
    const Overlay = customElements.get('vite-error-overlay');
    if (standing && Overlay) document.body.append(new Overlay(standing));
  };

  hot.on('vite:error', (payload: { err: OverlayError }) => {
    standing = payload.err;
    hideNotice();
  });
  new MutationObserver(() => {
    if (!standing || notice || document.querySelector('vite-error-overlay')) return;
    notice = staleNotice(() => {
      hideNotice();
      showOverlay();
    });
    document.body.prepend(notice);
  }).observe(document.body, { childList: true });

  return {
    fixed() {
      standing = undefined;
      hideNotice();
    },
  };
}

function staleNotice(showError: () => void): HTMLElement {
  const notice = document.createElement('aside');
  notice.className = `${styles.banner} ${styles.stale}`;
  notice.setAttribute('aria-label', 'Content error');
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  const what = document.createElement('span');
  const lead = document.createElement('strong');
  lead.textContent = 'The content has an error:';
  what.append(lead, ' this page shows the last valid content until the error is fixed and saved.');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = buttonClass({ variant: 'secondary', size: 'small' });
  button.textContent = 'Show the error';
  button.addEventListener('click', showError);
  text.append(what, button);
  notice.append(text);
  return notice;
}
