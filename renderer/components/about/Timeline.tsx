import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { revealWhenSeen, useGsapMotion } from '../../animation/use-gsap-motion.ts';
import type { TimelineEntryData } from '../../pages/about/+data.ts';
import { Section } from '../ui/Section.tsx';
import styles from './Timeline.module.css';

/** SPEC.md section 9: timeline entries come in 0.3 s apart. */
const entryStagger = 0.3;

/**
 * The company's milestones, oldest first. When motion is allowed the line draws itself and the entries
 * slide in one after another; an entry lights up under the pointer or keyboard focus.
 */
export function Timeline({ entries }: { entries: TimelineEntryData[] }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);

  useGsapMotion(section, (gsap, element, inContext) => {
    const list = element.querySelector('ol');
    if (!list) return undefined;
    const line = element.querySelector('[data-line]');
    const duration = 0.6;
    return revealWhenSeen(
      gsap,
      inContext,
      list,
      [...list.children],
      { autoAlpha: 0, y: 40 },
      { autoAlpha: 1, y: 0, duration, ease: 'power2.out', stagger: entryStagger },
      () => {
        if (line) gsap.fromTo(line, { scaleY: 0 }, { scaleY: 1, duration: entries.length * entryStagger + duration, ease: 'none' });
      },
    );
  });

  return (
    <Section labelledBy="about-timeline" title={t('about.timelineTitle')} intro={t('about.timelineIntro')} ref={section}>
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
