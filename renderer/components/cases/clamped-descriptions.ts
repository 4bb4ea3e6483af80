import { mediaQuery } from '../../styles/media.ts';

/** SPEC.md section 9: below 1024 px descriptions clamp to 3 lines. */
const mobileQuery = mediaQuery('--below-lg');

interface ClampTexts {
  more: string;
  less: string;
  toggleClass: string;
}

/**
 * The toggle of every clamped case description (ClampedDescription.tsx), without React: measured after layout
 * and again whenever the box changes size or the window crosses 1024 px; shown only while the clamp hides text.
 */
export function wireClampedDescriptions(root: ParentNode): void {
  const mobile = window.matchMedia(mobileQuery);
  for (const box of root.querySelectorAll<HTMLElement>('[data-clamp]')) {
    const texts = JSON.parse(box.dataset.clamp ?? '{}') as ClampTexts;
    let toggle: HTMLButtonElement | null = null;
    const expanded = () => box.dataset.expanded === 'true';
    const setExpanded = (value: boolean) => {
      box.dataset.expanded = String(value);
      toggle?.setAttribute('aria-expanded', String(value));
      if (toggle) toggle.textContent = value ? texts.less : texts.more;
    };
    const showToggle = (shown: boolean) => {
      if (shown && !toggle) {
        toggle = document.createElement('button');
        toggle.type = 'button';
        toggle.className = texts.toggleClass;
        toggle.setAttribute('aria-controls', box.id);
        toggle.addEventListener('click', () => setExpanded(!expanded()));
        box.after(toggle);
        setExpanded(false);
      } else if (!shown && toggle) {
        toggle.remove();
        toggle = null;
      }
    };
    const measure = () => {
      if (!mobile.matches) {
        setExpanded(false);
        showToggle(false);
      } else if (!expanded()) {
        showToggle(box.scrollHeight > box.clientHeight + 1);
      }
    };
    measure();
    new ResizeObserver(measure).observe(box);
    mobile.addEventListener('change', measure);
  }
}
