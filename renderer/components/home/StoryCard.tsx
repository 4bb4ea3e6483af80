import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryData } from '../../pages/home/+data.ts';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import styles from './StoryCard.module.css';

/**
 * One video story: a link to its case page over a muted video that loads nothing until it is played (on
 * hover or keyboard focus, unless motion is reduced). Its title is always visible, over the foot of the video.
 */
export function StoryCard({ story, playOnHover }: { story: StoryData; playOnHover: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const play = () => {
    const element = video.current;
    if (!playOnHover || !element) return;
    element.muted = true;
    element.play().catch(() => {
      // A browser that cannot play the file keeps showing the poster.
    });
  };
  const stop = () => video.current?.pause();

  return (
    <a className={styles.card} href={story.href} draggable={false} onPointerEnter={play} onPointerLeave={stop} onFocus={play} onBlur={stop}>
      <video
        ref={video}
        className={styles.video}
        src={story.video}
        poster={story.poster.src}
        width={story.poster.width}
        height={story.poster.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      >
        {t('home.videoFallback')}
      </video>
      <span className={styles.sector}>{story.sector}</span>
      <span className={styles.caption}>
        {story.draft && <DraftBadge label={t('preview.draft')} />}
        <span className={styles.title}>{story.title}</span>
      </span>
    </a>
  );
}
