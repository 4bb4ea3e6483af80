import { type RefObject, useEffect, useRef } from 'react';

export type Gsap = typeof import('gsap')['gsap'];
type Cleanup = () => void;
/** Runs a function inside the matchMedia context, so tweens it makes later (on scroll) are reverted too. */
export type InContext = (make: () => void) => void;

/** The only condition under which anything moves: gsap.matchMedia reverts every tween when it stops holding. */
export const motionAllowed = '(prefers-reduced-motion: no-preference)';

/**
 * Runs `build` with GSAP once the page has hydrated. GSAP arrives through a dynamic import(), so it is never
 * part of a page's first load, and only pages that call this hook fetch it (and not under reduced motion).
 * Every tween is made inside a gsap.matchMedia context: under reduced motion `build` never runs, and
 * switching reduced motion on later reverts everything to the still page. The server-rendered page is
 * complete and visible; `build` may only hide what it is about to animate back in.
 */
export function useGsapMotion(
  scope: RefObject<HTMLElement | null>,
  build: (gsap: Gsap, element: HTMLElement, inContext: InContext) => Cleanup | undefined,
): void {
  const latest = useRef(build);
  latest.current = build;
  useEffect(() => {
    // Nothing will move: do not even fetch GSAP.
    if (!window.matchMedia(motionAllowed).matches) return;
    let cancelled = false;
    let revert: Cleanup | undefined;
    import('gsap')
      .then(({ gsap }) => {
        const element = scope.current;
        if (cancelled || !element) return;
        const media = gsap.matchMedia(element);
        media.add(motionAllowed, (context) => latest.current(gsap, element, (make) => context.add(make)));
        revert = () => media.revert();
      })
      .catch(() => {
        // GSAP could not be fetched (offline, blocked): the page simply stays still, and complete.
      });
    return () => {
      cancelled = true;
      revert?.();
    };
  }, [scope]);
}

/**
 * Animates `items` into view the first time `section` is seen. Items already on screen animate right away;
 * items further down are hidden only now, while nobody can see them, and come in when scrolled to.
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
  if (alreadyVisible || typeof IntersectionObserver === 'undefined') {
    gsap.fromTo(items, hidden, shown);
    onReveal?.();
    return () => {};
  }
  gsap.set(items, hidden);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      inContext(() => {
        gsap.to(items, shown);
        onReveal?.();
      });
    },
    { rootMargin: '0px 0px -15% 0px' },
  );
  observer.observe(section);
  return () => observer.disconnect();
}
