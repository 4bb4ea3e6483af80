import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rotate } from '../../animation/rotation.ts';
import { useAutoAdvance } from '../../animation/use-auto-advance.ts';
import { useReducedMotion } from '../../animation/use-reduced-motion.ts';
import { useSlidingRotation } from '../../animation/use-sliding-rotation.ts';
import type { BrandLogoData } from '../../pages/home/+data.ts';
import { Picture } from '../media/Picture.tsx';
import { gridProps } from '../ui/Grid.tsx';
import { balancedColumns } from '../ui/grid-columns.ts';
import { Section } from '../ui/Section.tsx';
import styles from './LogoStrip.module.css';
import { MotionToggle } from './MotionToggle.tsx';

/** SPEC.md section 9: one logo every 3 seconds, each shift a 1-second slide. */
export const logoDelayMs = 3000;
const logoSlideMs = 1000;
/** The most logos to a row of the still grid at each width; balancedColumns leaves no lone logo on a last row. */
const stillColumns = { base: 2, sm: 4, md: 5 };

/**
 * The distributor and partner logos of the region, shifting one logo at a time. It stops while the pointer
 * is over it or focus is in it, and its pause control stops it for good. With reduced motion or without
 * JavaScript every logo is shown in a still grid of balanced rows (the shared Grid).
 */
export function LogoStrip({ brands }: { brands: BrandLogoData[] }) {
  const { t } = useTranslation();
  const { reduced, known } = useReducedMotion();
  const slides = useSlidingRotation<HTMLUListElement>(brands.length, { instant: reduced, durationMs: logoSlideMs });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const running = known && !reduced && !paused && !hovered && !focusInside && brands.length > 1;
  useAutoAdvance(slides.next, logoDelayMs, running);

  const viewport = useRef<HTMLDivElement>(null);
  // Logos waiting outside the strip's window would otherwise load only as they slide in, and pop in empty:
  // once the strip comes near, every logo loads.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Hydrated by the very focus or pointer that reached it (renderer/islands/start-islands.ts), the strip missed
  // the events that stop it: read where they already are.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (window.matchMedia('(hover: hover)').matches && element.matches(':hover')) setHovered(true);
    if (document.activeElement && element.contains(document.activeElement)) setFocusInside(true);
  }, []);
  const still = gridProps(balancedColumns(brands.length, stillColumns), { balanced: true });
  // The browser scrolls a focused logo only until part of it shows, which can be a sliver at the strip's edge:
  // the whole logo is brought in, clear of the faded edges (the strip's scroll-padding). Only for focus moved here
  // from elsewhere in the page: a window or tab coming back focuses its element again, and must not scroll.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusInside(true);
    if (event.relatedTarget && event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setFocusInside(false);
    // The browser scrolled the strip to show a focused logo; the slide takes over from the start again.
    event.currentTarget.scrollLeft = 0;
  };

  return (
    <Section
      labelledBy="home-brands"
      title={t('home.brandsTitle')}
      intro={t('home.brandsIntro')}
      controls={
        <MotionToggle
          className={styles.toggle}
          playing={!paused}
          onToggle={() => setPaused((value) => !value)}
          pauseLabel={t('home.brandsPause')}
          playLabel={t('home.brandsPlay')}
        />
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the strip; nothing is operated here */}
      <div
        ref={viewport}
        className={styles.viewport}
        data-running={running ? 'true' : 'false'}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <ul {...still} className={`${still.className} ${styles.strip}`} {...slides.track} style={{ ...still.style, ...slides.track.style }}>
          {rotate(brands, slides.start).map((brand) => {
            const logo = <Picture image={brand} eager={near} draggable={false} />;
            return (
              <li key={brand.src} className={styles.logo}>
                {brand.link ? (
                  <a href={brand.link} target="_blank" rel="noopener noreferrer">
                    {logo}
                    <span className="visually-hidden"> {t('services.opensInNewTab')}</span>
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
