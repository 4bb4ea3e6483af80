import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventData } from '../../pages/events/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { FormattedText } from '../../text/FormattedText.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './EventDialog.module.css';
import { EventMeta } from './EventMeta.tsx';
import { ImageCarousel } from './ImageCarousel.tsx';

const focusableSelector = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control comes back to the first, and Shift+Tab the other way: focus never leaves the modal. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || active === event.currentTarget)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The details of one event in a native modal <dialog>: the browser keeps focus inside and closes it on Escape;
 * we move focus to the close button on open, and the board gives it back to the card on close.
 */
export function EventDialog({ event, onClose }: { event: EventData | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (event && !element.open) {
      element.showModal();
      // The same <dialog> shows every event: it would open where the previous one was left (a closed dialog
      // is not rendered, so this waits until it is shown).
      if (body.current) body.current.scrollTop = 0;
      closeButton.current?.focus({ preventScroll: true });
    } else if (!event && element.open) {
      element.close();
    }
  }, [event]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={(closed) => {
        // The browser fires `close` a task after closing; a new address (#event-2) can open another event in
        // between, and that late event must not close it.
        if (!closed.currentTarget.open) onClose();
      }}
      onKeyDown={keepTabInside}
      onClick={(click) => {
        // Only a click on the backdrop lands on the <dialog> itself: the bar and the body cover all of its box.
        if (click.target === click.currentTarget) click.currentTarget.close();
      }}
    >
      {event && (
        <>
          {/* Its own row above what scrolls: the close button stays in reach and never lies over the text. */}
          <div className={styles.bar}>
            <Button
              ref={closeButton}
              variant="icon"
              className={styles.close}
              aria-label={t('events.close')}
              onClick={() => dialog.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {/* Focusable, so a keyboard scrolls the details too (with the arrow keys), as it scrolled the dialog before. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard, as WCAG 2.1.1 asks */}
          <section ref={body} className={styles.body} data-dialog-body="" aria-labelledby={titleId} tabIndex={0}>
            <ImageCarousel key={event.id} images={event.images} />
            <div className={styles.content}>
              <EventMeta event={event} />
              <h2 id={titleId} className={styles.title}>
                <DashBoundText text={event.title} />
              </h2>
              <p className={styles.lead}>{event.description}</p>
              <div className={styles.details}>
                <FormattedText blocks={event.details} headingLevel={3} />
              </div>
            </div>
          </section>
        </>
      )}
    </dialog>
  );
}
