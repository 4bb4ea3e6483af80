import { useTranslation } from 'react-i18next';
import type { StatData } from '../../pages/about/+data.ts';
import { Section } from '../ui/Section.tsx';
import styles from './Stats.module.css';
import { shown } from './stats-motion.ts';

/**
 * The company in figures (+50, +1000, +30). The page shows the final numbers; when motion is allowed each
 * figure fades in and counts up from zero, 0.2 s after the one before (stats-motion.ts).
 */
export function Stats({ stats }: { stats: StatData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="about-stats" data-motion="stats" title={t('about.statsTitle')} tone="dark">
      <ul className={styles.stats}>
        {stats.map((stat) => (
          <li key={stat.value} className={styles.stat} data-stat="">
            {/* The final number, drawn invisible by the stylesheet, holds the width while the visible one counts up:
                generated content, so that the page's text holds each figure once. */}
            <span className={styles.value} data-final={shown(stat.value)}>
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
