import { motionToggleIcons } from './motion-toggle-icons.ts';

/** How long each tagline stays before the next one fades in. */
const taglineDelayMs = 4000;

/** What Taglines.tsx writes for this script: the toggle's names, since pressing it swaps them. */
export interface TaglineLabels {
  pause: string;
  play: string;
}

interface Rotation {
  setPaused: (paused: boolean) => void;
  setReduced: (reduced: boolean) => void;
}

/**
 * Which of `count` taglines is shown, moving on every `delayMs` while neither paused by the visitor nor under
 * reduced motion; `show` is told each move. Resuming waits the whole delay again, so a tagline is never cut short.
 */
export function createRotation(count: number, delayMs: number, show: (index: number) => void): Rotation {
  let current = 0;
  let paused = false;
  let reduced = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    const running = count > 1 && !paused && !reduced;
    if (running && timer === undefined) {
      timer = setInterval(() => {
        current = (current + 1) % count;
        show(current);
      }, delayMs);
    } else if (!running && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  update();
  return {
    setPaused: (value) => {
      paused = value;
      update();
    },
    setReduced: (value) => {
      reduced = value;
      update();
    },
  };
}

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * The banner's rotating taglines (Taglines.tsx), without React: the prerendered list marks the first one
 * current and the stylesheet shows them all under reduced motion; this moves `data-current` on and wires the
 * pause control, whose name and drawing say what pressing it does. Returns a function that stops it.
 */
export function wireTaglines(root: ParentNode): () => void {
  const stops: (() => void)[] = [];
  const media = window.matchMedia(reducedMotion);
  for (const box of root.querySelectorAll<HTMLElement>('[data-taglines]')) {
    const labels = JSON.parse(box.dataset.taglines ?? '{}') as TaglineLabels;
    const items = [...box.querySelectorAll<HTMLElement>('li')];
    const toggle = box.querySelector<HTMLButtonElement>('button');
    const rotation = createRotation(items.length, taglineDelayMs, (current) => {
      for (const [index, item] of items.entries()) item.dataset.current = String(index === current);
    });
    let paused = false;
    toggle?.addEventListener('click', () => {
      paused = !paused;
      rotation.setPaused(paused);
      toggle.setAttribute('aria-label', paused ? labels.play : labels.pause);
      toggle.querySelector('path')?.setAttribute('d', paused ? motionToggleIcons.play : motionToggleIcons.pause);
    });
    const followMotion = () => rotation.setReduced(media.matches);
    followMotion();
    media.addEventListener('change', followMotion);
    stops.push(() => {
      rotation.setPaused(true);
      media.removeEventListener('change', followMotion);
    });
  }
  return () => {
    for (const stop of stops) stop();
  };
}
