import { useTranslation } from 'react-i18next';
import type { TimelineEntryData } from '../../pages/about/+data.ts';
import { Section } from '../ui/Section.tsx';
import styles from './Timeline.module.css';

/**
 * The company's milestones, oldest first. When motion is allowed the line draws itself and the entries
 * slide in one after another (timeline-motion.ts); an entry lights up under the pointer or keyboard focus.
 */
export function Timeline({ entries }: { entries: TimelineEntryData[] }) {
  const { t } = useTranslation();
  return (
    <Section labelledBy="about-timeline" title={t('about.timelineTitle')} intro={t('about.timelineIntro')} data-motion="timeline">
      <div className={styles.track}>
        <span className={styles.line} data-line="" aria-hidden="true" />
        <ol className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.kind} className={styles.entry}>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the highlight the pointer gets (issue 4) */}
              <article className={styles.card} tabIndex={0} aria-labelledby={`timeline-${entry.kind}`}>
                <h3 id={`timeline-${entry.kind}`} className={styles.heading}>
                  <span className={styles.year}>{entry.year}</span>
                  <span className={styles.text}>{entry.text}</span>
                </h3>
                <p className={styles.subtext}>{entry.subtext}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
