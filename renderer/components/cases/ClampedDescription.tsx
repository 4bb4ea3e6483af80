import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaQuery } from '../../styles/media.ts';
import type { Block } from '../../text/details.ts';
import { FormattedText } from '../../text/FormattedText.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './ClampedDescription.module.css';

/** SPEC.md section 9: below 1024 px descriptions clamp to 3 lines. */
const mobileQuery = mediaQuery('--below-lg');

/**
 * A case description. CSS clamps it on small screens; the toggle appears only when the clamp actually hides
 * text, which only layout can tell, so it is measured after layout and again whenever the box changes size.
 * While the text is clamped the toggle lies over the end of its last line, so its arrival after hydration
 * moves nothing below (CLS 0); opened, it follows the text.
 */
export function ClampedDescription({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const mobile = window.matchMedia(mobileQuery);
    const measure = () => {
      if (!mobile.matches) {
        setClamped(false);
        setExpanded(false);
      } else if (!expandedRef.current) {
        setClamped(element.scrollHeight > element.clientHeight + 1);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    mobile.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      mobile.removeEventListener('change', measure);
    };
  }, []);

  return (
    <div className={styles.clamp}>
      <div id={id} ref={box} className={styles.description} data-expanded={expanded}>
        <FormattedText blocks={blocks} />
      </div>
      {clamped && (
        <Button
          variant="quiet"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('cases.readLess') : t('cases.readMore')}
        </Button>
      )}
    </div>
  );
}
