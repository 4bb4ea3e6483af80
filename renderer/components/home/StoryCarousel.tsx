import { type FocusEvent, type MouseEvent, type PointerEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rotate, swipeDirection } from '../../animation/rotation.ts';
import { useAutoAdvance } from '../../animation/use-auto-advance.ts';
import { useMediaValue } from '../../animation/use-media-value.ts';
import { useReducedMotion } from '../../animation/use-reduced-motion.ts';
import { useSlidingRotation } from '../../animation/use-sliding-rotation.ts';
import type { StoryData } from '../../pages/home/+data.ts';
import { mediaQuery } from '../../styles/media.ts';
import { Button } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';
import { MotionToggle } from './MotionToggle.tsx';
import { StoryCard } from './StoryCard.tsx';
import styles from './StoryCarousel.module.css';

/** SPEC.md section 9: a new video every 15 seconds. */
export const storyDelayMs = 15_000;
/** Length of the slide transition in StoryCarousel.module.css. */
const slideMs = 600;
/** Cards shown side by side: 3 on desktop (SPEC.md section 9), fewer on narrower screens. */
const cardsPerView = [
  [mediaQuery('--lg'), 3],
  [mediaQuery('--sm'), 2],
] as const;

/**
 * The video carousel of the success stories (WAI-ARIA APG carousel): the pause/play control comes first,
 * focus or the pointer inside stops the rotation while they stay, reduced motion starts it paused, and a
 * 50 px swipe moves to the previous or next video. Cards rotate in place, so no card is ever duplicated.
 */
export function StoryCarousel({ stories }: { stories: StoryData[] }) {
  const { t } = useTranslation();
  const { reduced, known } = useReducedMotion();
  const visible = useMediaValue(cardsPerView, 3, 1);
  const slides = useSlidingRotation<HTMLDivElement>(stories.length, { instant: reduced, durationMs: slideMs });

  const [userPaused, setUserPaused] = useState<boolean | undefined>(undefined);
  const paused = userPaused ?? reduced;
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = known && !paused && !hovered && !focusInside && stories.length > visible;
  useAutoAdvance(slides.next, storyDelayMs, rotating, slides.moves);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Hydrated by the very focus or pointer that reached it (renderer/islands/start-islands.ts), the carousel missed
  // the events that stop it: read where they already are.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    if (window.matchMedia('(hover: hover)').matches && viewport.matches(':hover')) setHovered(true);
    const active = document.activeElement;
    if (active && active !== toggleRef.current && viewport.closest('section')?.contains(active)) setFocusInside(true);
  }, []);
  // Focus on the pause/play control itself does not stop the rotation: pressing Play must start it.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocusInside(event.target !== toggleRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next) || next === toggleRef.current) setFocusInside(false);
  };

  const swipe = useRef<{ pointerId: number; x: number } | undefined>(undefined);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swiped.current = false;
    if (!event.isPrimary || event.button !== 0) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX };
  };
  const swipeBy = (distance: number) => {
    const direction = swipeDirection(distance);
    if (!direction) return;
    swiped.current = true;
    if (direction === 'next') slides.next();
    else slides.previous();
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = undefined;
    if (start && start.pointerId === event.pointerId) swipeBy(event.clientX - start.x);
  };
  // Touch events alone (no pointer event began the gesture): a page or a tool that sends only those still swipes.
  // A finger sends both, each pointer event before its touch event, and is read from the pointer events.
  const touch = useRef<{ x: number; y: number; lastX: number; lastY: number } | undefined>(undefined);
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const first = event.touches[0];
    touch.current =
      swipe.current || !first || event.touches.length > 1
        ? undefined
        : { x: first.clientX, y: first.clientY, lastX: first.clientX, lastY: first.clientY };
  };
  const onTouchMove = (event: TouchEvent<HTMLElement>) => {
    const first = event.touches[0];
    if (touch.current && first) Object.assign(touch.current, { lastX: first.clientX, lastY: first.clientY });
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    touch.current = undefined;
    if (!start) return;
    const end = event.changedTouches[0];
    const dx = (end?.clientX ?? start.lastX) - start.x;
    const dy = (end?.clientY ?? start.lastY) - start.y;
    // A scroll of the page that drifts sideways is no swipe.
    if (Math.abs(dx) > Math.abs(dy)) swipeBy(dx);
  };
  // A swipe that ends on a card must not also open it.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const ordered = rotate(
    stories.map((story, index) => ({ story, index })),
    slides.start,
  );

  return (
    <Section
      labelledBy="home-stories"
      title={t('home.storiesTitle')}
      intro={t('home.storiesIntro')}
      controls={
        <div className={styles.controls}>
          <MotionToggle
            ref={toggleRef}
            playing={!paused}
            onToggle={() => setUserPaused(!paused)}
            pauseLabel={t('home.carouselPause')}
            playLabel={t('home.carouselPlay')}
          />
          <Button variant="icon" aria-label={t('home.carouselPrevious')} onClick={slides.previous}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Button>
          <Button variant="icon" aria-label={t('home.carouselNext')} onClick={slides.next}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Button>
        </div>
      }
      aria-roledescription={t('home.carouselRole')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = undefined;
        }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touch.current = undefined;
        }}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onClickCapture={onClickCapture}
      >
        <div className={styles.track} {...slides.track} aria-live={rotating ? 'off' : 'polite'}>
          {ordered.map(({ story, index }, position) => {
            // Cards past the visible ones wait off to the right: out of sight, out of reach. The prerendered
            // page hides none, since without JavaScript every card is shown.
            const hidden = known && !slides.sliding && position >= visible;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
              <div
                key={story.slug}
                className={styles.slide}
                role="group"
                aria-roledescription={t('home.slideRole')}
                aria-label={t('home.carouselSlide', { current: index + 1, total: stories.length })}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                <StoryCard story={story} playOnHover={!reduced} />
              </div>
            );
          })}
        </div>
      </div>
    </Section>
  );
}
