import { useTranslation } from 'react-i18next';
import { MotionToggle } from './MotionToggle.tsx';
import styles from './Taglines.module.css';
import type { TaglineLabels } from './tagline-rotation.ts';

/**
 * The rotating taglines of the banner. Every tagline is in the page (a screen reader reads the list); the
 * rotation only changes which one is shown. It is rendered here only: tagline-rotation.ts rotates it in the
 * browser without React, so the hero needs no React at all. Without JavaScript or with reduced motion they are
 * all shown, still.
 */
export function Taglines({ taglines }: { taglines: string[] }) {
  const { t } = useTranslation();
  const rotates = taglines.length > 1;
  const labels: TaglineLabels = { pause: t('home.taglinesPause'), play: t('home.taglinesPlay') };
  return (
    <div className={styles.taglines} data-taglines={rotates ? JSON.stringify(labels) : undefined}>
      <ul className={styles.list} aria-label={t('home.taglinesLabel')}>
        {taglines.map((tagline, index) => (
          <li key={tagline} className={styles.tagline} data-current={index === 0 ? 'true' : 'false'}>
            {tagline}
          </li>
        ))}
      </ul>
      {rotates && (
        <MotionToggle className={styles.toggle} size="small" tone="dark" playing pauseLabel={labels.pause} playLabel={labels.play} />
      )}
    </div>
  );
}
