import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SizedImage } from '../../data/images.ts';
import { Picture } from '../media/Picture.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './ImageCarousel.module.css';

/** The images of an event: one image as it is, several with previous/next buttons that wrap around. */
export function ImageCarousel({ images }: { images: SizedImage[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = images.length;
  const image = images[index];
  if (!image) return null;
  const picture = <Picture key={image.src} image={image} use="dialog" eager className={styles.image} />;
  if (total === 1) return <div className={styles.frame}>{picture}</div>;

  const move = (step: number) => setIndex((index + step + total) % total);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an image with its buttons, not form fields: a fieldset would announce a form
    <div className={styles.carousel} role="group" aria-label={t('events.gallery')}>
      <div className={styles.frame}>{picture}</div>
      <div className={styles.controls}>
        <Button variant="icon" className={styles.arrow} aria-label={t('events.previousImage')} onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <p className={styles.position} aria-live="polite">
          {t('events.imagePosition', { current: index + 1, total })}
        </p>
        <Button variant="icon" className={styles.arrow} aria-label={t('events.nextImage')} onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
    </div>
  );
}
