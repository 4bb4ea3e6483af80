import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoAdvance } from '../../animation/use-auto-advance.ts';
import { useReducedMotion } from '../../animation/use-reduced-motion.ts';
import { MotionToggle } from './MotionToggle.tsx';
import styles from './Taglines.module.css';

/** How long each tagline stays before the next one fades in. */
export const taglineDelayMs = 4000;

/**
 * The rotating taglines of the banner. Every tagline is in the page (a screen reader reads the list); the
 * rotation only changes which one is shown. Without JavaScript or with reduced motion they are all shown, still.
 */
export function Taglines({ taglines }: { taglines: string[] }) {
  const { t } = useTranslation();
  const { reduced, known } = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotates = taglines.length > 1;
  useAutoAdvance(() => setCurrent((index) => (index + 1) % taglines.length), taglineDelayMs, rotates && known && !reduced && !paused);

  return (
    <div className={styles.taglines}>
      <ul className={styles.list} aria-label={t('home.taglinesLabel')}>
        {taglines.map((tagline, index) => (
          <li key={tagline} className={styles.tagline} data-current={index === current ? 'true' : 'false'}>
            {tagline}
          </li>
        ))}
      </ul>
      {rotates && (
        <MotionToggle
          className={styles.toggle}
          size="small"
          tone="dark"
          playing={!paused}
          onToggle={() => setPaused((value) => !value)}
          pauseLabel={t('home.taglinesPause')}
          playLabel={t('home.taglinesPlay')}
        />
      )}
    </div>
  );
}
