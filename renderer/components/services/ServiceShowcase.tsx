import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceItemData } from '../../pages/service/+data.ts';
import { Button } from '../ui/Button.tsx';
import { Container } from '../ui/Container.tsx';
import { PartnerGallery } from './PartnerGallery.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import styles from './ServiceShowcase.module.css';

/** The service page: a full-height slider of the items, then the partner logos of the item shown. */
export function ServiceShowcase({ heading, items }: { heading: string; items: ServiceItemData[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [moved, setMoved] = useState(false);
  const total = items.length;
  const current = items[index];

  const move = (step: number) => {
    setIndex((previous) => (previous + step + total) % total);
    setFlipped(false);
    setMoved(true);
  };

  return (
    <>
      <section className={styles.slider} aria-labelledby="service-heading">
        <Container>
          <h1 id="service-heading" className={styles.heading}>
            {heading}
          </h1>
          {items.map((item, itemIndex) => (
            <ServiceCard
              key={item.title}
              item={item}
              hidden={itemIndex !== index}
              flipped={itemIndex === index && flipped}
              onFlip={setFlipped}
              eager={itemIndex === 0}
              entering={moved && itemIndex === index}
            />
          ))}
          {total > 1 && (
            <div className={styles.controls}>
              <Button variant="secondary" className={styles.arrow} onClick={() => move(-1)}>
                <span aria-hidden="true">‹</span>
                <span className={styles.arrowLabel}>{t('services.previous')}</span>
              </Button>
              <p className={styles.position} aria-live="polite">
                {t('services.itemPosition', { current: index + 1, total })}
              </p>
              <Button variant="secondary" className={styles.arrow} onClick={() => move(1)}>
                <span className={styles.arrowLabel}>{t('services.next')}</span>
                <span aria-hidden="true">›</span>
              </Button>
            </div>
          )}
        </Container>
      </section>
      {current && <PartnerGallery key={index} logos={current.logos} />}
    </>
  );
}
