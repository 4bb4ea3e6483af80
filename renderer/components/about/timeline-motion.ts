import { type Motion, revealWhenSeen } from '../../animation/gsap-motion.ts';

/** SPEC.md section 9: timeline entries come in 0.3 s apart. */
const entryStagger = 0.3;

/** The line (Timeline.tsx) draws itself and the entries slide in one after another. */
export const timelineMotion: Motion = (gsap, element, inContext) => {
  const list = element.querySelector('ol');
  if (!list) return undefined;
  const line = element.querySelector('[data-line]');
  const duration = 0.6;
  return revealWhenSeen(
    gsap,
    inContext,
    list,
    [...list.children],
    { opacity: 0, y: 40 },
    { opacity: 1, y: 0, duration, ease: 'power2.out', stagger: entryStagger },
    () => {
      if (line) gsap.fromTo(line, { scaleY: 0 }, { scaleY: 1, duration: list.children.length * entryStagger + duration, ease: 'none' });
    },
  );
};
