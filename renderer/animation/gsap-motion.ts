type Gsap = typeof import('gsap')['gsap'];
type Cleanup = () => void;
/** Runs a function inside the matchMedia context, so tweens it makes later (on scroll) are reverted too. */
type InContext = (make: () => void) => void;
/** A part's motion: what it does with GSAP to its element; it may return what undoes its own observers. */
export type Motion = (gsap: Gsap, element: HTMLElement, inContext: InContext) => Cleanup | undefined;

/** The only condition under which anything moves: gsap.matchMedia reverts every tween when it stops holding. */
const motionAllowed = '(prefers-reduced-motion: no-preference)';

/** Every part that moves, by the name on its element's `data-motion`; each is fetched only where it shows. */
const motions = {
  stats: () => import('../components/about/stats-motion.ts').then((module) => module.statsMotion),
  timeline: () => import('../components/about/timeline-motion.ts').then((module) => module.timelineMotion),
} satisfies Record<string, () => Promise<Motion>>;

type MotionName = keyof typeof motions;

/**
 * Runs the motion of every `[data-motion]` element in `root` with GSAP. GSAP and the motions arrive through
 * dynamic import()s, so they are never part of a page's first load, and only pages with such a part fetch them
 * (and not under reduced motion). Every tween is made inside a gsap.matchMedia context: under reduced motion a
 * motion never runs, and switching reduced motion on later reverts everything to the still page. The
 * server-rendered page is complete and visible; a motion may only hide what it is about to animate back in.
 */
export function startMotion(root: ParentNode): Cleanup {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-motion]')];
  // Nothing will move: do not even fetch GSAP.
  if (elements.length === 0 || !window.matchMedia(motionAllowed).matches) return () => {};
  let cancelled = false;
  const reverts: Cleanup[] = [];
  import('gsap')
    .then(async ({ gsap }) => {
      for (const element of elements) {
        const load = motions[element.dataset.motion as MotionName];
        if (!load) continue;
        const motion = await load();
        if (cancelled) return;
        const media = gsap.matchMedia(element);
        media.add(motionAllowed, (context) => motion(gsap, element, (make) => context.add(make)));
        reverts.push(() => media.revert());
      }
    })
    .catch(() => {
      // GSAP could not be fetched (offline, blocked): the page simply stays still, and complete.
    });
  return () => {
    cancelled = true;
    for (const revert of reverts) revert();
  };
}

/**
 * Animates `items` into view the first time `section` is seen. Items already on screen stay as they are: the
 * visitor has seen them in the page's first paint, and hiding them to bring them in again (a figure of +1000
 * counting up from +0) would read as a flicker. Items further down are hidden only now, while nobody can see
 * them, and come in when scrolled to. `hidden` fades them by opacity, not visibility (GSAP's autoAlpha): a screen
 * reader, or find in page, still reaches them before they are scrolled to.
 */
export function revealWhenSeen(
  gsap: Gsap,
  inContext: InContext,
  section: HTMLElement,
  items: readonly Element[],
  hidden: gsap.TweenVars,
  shown: gsap.TweenVars,
  onReveal?: () => void,
): Cleanup {
  const alreadyVisible = section.getBoundingClientRect().top < window.innerHeight;
  if (alreadyVisible || typeof IntersectionObserver === 'undefined') return () => {};
  gsap.set(items, hidden);
  let revealed = false;
  const reveal = (tween: gsap.TweenVars) => {
    if (revealed) return;
    revealed = true;
    stop();
    inContext(() => {
      gsap.to(items, tween);
      onReveal?.();
    });
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(shown), {
    rootMargin: '0px 0px -15% 0px',
  });
  // Focus reaching a faded item (a timeline entry, by Tab) shows them all at once: a focus ring on an item still
  // transparent for a second or two would show nothing.
  const onFocus = () => reveal({ ...shown, duration: 0, delay: 0, stagger: 0 });
  const stop = () => {
    observer.disconnect();
    section.removeEventListener('focusin', onFocus);
  };
  observer.observe(section);
  section.addEventListener('focusin', onFocus);
  return stop;
}
