import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { revealWhenSeen, useGsapMotion } from '../../animation/use-gsap-motion.ts';
import type { StatData } from '../../pages/about/+data.ts';
import { Section } from '../ui/Section.tsx';
import styles from './Stats.module.css';

/** SPEC.md section 9: the statistics come in 0.2 s apart. */
const statStagger = 0.2;

const shown = (value: number) => `+${value}`;

/**
 * The company in figures (+50, +1000, +30). The page shows the final numbers; when motion is allowed each
 * figure fades in and counts up from zero, 0.2 s after the one before.
 */
export function Stats({ stats }: { stats: StatData[] }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);

  useGsapMotion(section, (gsap, element, inContext) => {
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
      { autoAlpha: 0, y: 32 },
      { autoAlpha: 1, y: 0, duration: 0.7, ease: 'power2.out', stagger: statStagger },
      countUp,
    );
    return () => {
      stopReveal();
      for (const counter of counters) counter.textContent = shown(Number(counter.dataset.count));
    };
  });

  return (
    <Section ref={section} labelledBy="about-stats" title={t('about.statsTitle')} tone="dark">
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.value} className={styles.stat} data-stat="">
            <span className={styles.value}>
              {/* The final number, invisible, holds the width while the visible one counts up. */}
              <span className={styles.sizer} aria-hidden="true">
                {shown(stat.value)}
              </span>
              <span className={styles.count} data-count={stat.value}>
                {shown(stat.value)}
              </span>
            </span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
