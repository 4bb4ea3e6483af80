import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../text/details.ts';
import { FormattedText } from '../../text/FormattedText.tsx';
import { buttonClass } from '../ui/Button.tsx';
import styles from './ClampedDescription.module.css';

/**
 * A case description. CSS clamps it on small screens; the toggle appears only when the clamp actually hides
 * text, which only layout can tell: clamped-descriptions.ts measures it in the browser and adds the toggle,
 * with the labels and classes written here. While the text is clamped the toggle lies over the end of its last
 * line, so its arrival moves nothing below (CLS 0); opened, it follows the text.
 */
export function ClampedDescription({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.clamp}>
      <div
        id={id}
        className={styles.description}
        data-expanded="false"
        data-clamp={JSON.stringify({
          more: t('cases.readMore'),
          less: t('cases.readLess'),
          toggleClass: buttonClass({ variant: 'quiet', className: styles.toggle }),
        })}
      >
        <FormattedText blocks={blocks} />
      </div>
    </div>
  );
}
