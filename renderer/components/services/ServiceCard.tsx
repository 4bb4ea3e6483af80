import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceItemData } from '../../pages/service/+data.ts';
import { DashBoundText } from '../../text/DashBoundText.tsx';
import { Picture } from '../media/Picture.tsx';
import { DraftBadge } from '../preview/DraftBadge.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './ServiceCard.module.css';

interface ServiceCardProps {
  item: ServiceItemData;
  flipped: boolean;
  onFlip: (flipped: boolean) => void;
  /** Only the first slide's image is above the fold on arrival. */
  eager: boolean;
  hidden: boolean;
  /** Fade in: set when the visitor moved to this slide with the arrows. */
  entering: boolean;
}

/**
 * One slide: a card whose front shows the item and whose back shows its detailed columns. The face turned
 * away is inert, so it can be neither focused nor read; focus follows the visitor to the face they asked for.
 */
export function ServiceCard({ item, flipped, onFlip, eager, hidden, entering }: ServiceCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const knowMore = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const focusAfterFlip = useRef<'front' | 'back' | undefined>(undefined);

  useEffect(() => {
    const target = focusAfterFlip.current;
    focusAfterFlip.current = undefined;
    if (target === 'back' && flipped) back.current?.focus();
    if (target === 'front' && !flipped) knowMore.current?.focus();
  }, [flipped]);

  const flip = (toBack: boolean) => {
    focusAfterFlip.current = toBack ? 'back' : 'front';
    onFlip(toBack);
  };

  return (
    <article className={styles.scene} hidden={hidden} aria-labelledby={`${id}-title`} data-flipped={flipped} data-entering={entering}>
      <div className={styles.card}>
        <div className={`${styles.face} ${styles.front}`} inert={flipped} aria-hidden={flipped || undefined}>
          <div className={styles.media}>
            <Picture image={item.image} priority={eager} />
          </div>
          <div className={styles.body}>
            {item.draft && <DraftBadge label={t('preview.draft')} />}
            <p className={styles.overline}>{item.title1}</p>
            <h2 id={`${id}-title`} className={styles.title}>
              <DashBoundText text={item.title} />
            </h2>
            <p className={styles.subtitle}>{item.subtitle}</p>
            <p>{item.description}</p>
            <p>{item.desc1}</p>
            <Button ref={knowMore} className={styles.knowMore} aria-describedby={`${id}-title`} onClick={() => flip(true)}>
              {t('services.knowMore')}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </Button>
          </div>
        </div>
        <div className={`${styles.face} ${styles.back}`} inert={!flipped} aria-hidden={!flipped || undefined}>
          <Button
            ref={back}
            variant="secondary"
            className={styles.backButton}
            aria-describedby={`${id}-details`}
            onClick={() => flip(false)}
          >
            <span aria-hidden="true">←</span> {t('services.back')}
          </Button>
          <h3 id={`${id}-details`} className={styles.mainTitle}>
            {item.details.mainTitle}
          </h3>
          <div className={styles.columns}>
            {item.details.columns.map((column) => (
              <section key={column.subtitle} className={styles.column}>
                <h4>{column.subtitle}</h4>
                {column.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
