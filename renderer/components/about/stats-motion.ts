import { type Motion, revealWhenSeen } from '../../animation/gsap-motion.ts';

/** SPEC.md section 9: the statistics come in 0.2 s apart. */
const statStagger = 0.2;

export const shown = (value: number) => `+${value}`;

/** Each figure (Stats.tsx) fades in and counts up from zero, 0.2 s after the one before. */
export const statsMotion: Motion = (gsap, element, inContext) => {
  const items = [...element.querySelectorAll('[data-stat]')];
  const counters = [...element.querySelectorAll<HTMLElement>('[data-count]')];
  const countUp = () =>
    counters.forEach((counter, index) => {
      const target = Number(counter.dataset.count);
      const progress = { value: 0 };
      gsap.to(progress, {
        value: target,
        duration: 1.6,
        delay: index * statStagger,
        ease: 'power2.out',
        onUpdate: () => {
          counter.textContent = shown(Math.round(progress.value));
        },
      });
    });
  const stopReveal = revealWhenSeen(
    gsap,
    inContext,
    element,
    items,
    { opacity: 0, y: 32 },
    { opacity: 1, y: 0, duration: 0.7, ease: 'power2.out', stagger: statStagger },
    countUp,
  );
  return () => {
    stopReveal();
    for (const counter of counters) counter.textContent = shown(Number(counter.dataset.count));
  };
};
