import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../text/details.ts';
import { FormattedText } from '../../text/FormattedText.tsx';
import styles from './ClampedDescription.module.css';

/**
 * A case description. CSS clamps it on small screens; the toggle appears only when the clamp actually hides
 * text, which only layout can tell: clamped-descriptions.ts measures it in the browser and adds the toggle,
 * with the labels and class written here.
 */
export function ClampedDescription({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      id={id}
      className={styles.description}
      data-expanded="false"
      data-clamp={JSON.stringify({ more: t('cases.readMore'), less: t('cases.readLess'), toggleClass: styles.toggle })}
    >
      <FormattedText blocks={blocks} />
    </div>
  );
}
