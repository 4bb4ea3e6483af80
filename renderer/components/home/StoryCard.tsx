import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryData } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import styles from './StoryCard.module.css';

/**
 * One video story: a link to its case page over a muted video that loads nothing until it is played (on
 * hover or keyboard focus, unless motion is reduced). Its title is always visible, over the foot of the video.
 * The poster is a picture over the video, not the video's `poster` attribute, so a photo poster comes in the
 * width the card needs (srcset) like every other photo; it gives way while the video plays.
 */
export function StoryCard({ story, playOnHover }: { story: StoryData; playOnHover: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
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
    <a
      className={styles.card}
      href={story.href}
      draggable={false}
      data-playing={playing}
      // A mouse or a pen passing over plays the story; a finger touching it to swipe must not start its download.
      onPointerEnter={(event) => event.pointerType !== 'touch' && play()}
      onPointerLeave={stop}
      onFocus={play}
      onBlur={stop}
    >
      <video
        ref={video}
        className={styles.video}
        src={story.video}
        width={story.poster.width}
        height={story.poster.height}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      >
        {t('home.videoFallback')}
      </video>
      <Picture image={story.poster} className={styles.poster} draggable={false} />
      <span className={styles.sector}>{story.sector}</span>
      <span className={styles.caption}>
        {story.draft && <DraftBadge label={t('preview.draft')} />}
        <span className={styles.title}>{story.title}</span>
      </span>
    </a>
  );
}
