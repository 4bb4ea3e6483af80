import type { Ref } from 'react';
import { Button, type ButtonTone } from '../ui/Button.tsx';

/** The pause/play control of anything that moves by itself (WCAG 2.2.2); its name says what pressing it does. */
export function MotionToggle({
  playing,
  onToggle,
  pauseLabel,
  playLabel,
  size = 'regular',
  tone = 'light',
  className,
  ref,
}: {
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  size?: 'regular' | 'small';
  tone?: ButtonTone;
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      variant="icon"
      size={size}
      tone={tone}
      className={className}
      aria-label={playing ? pauseLabel : playLabel}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
        ) : (
          <path d="M8 5.5v13a.5.5 0 0 0 .77.42l10.2-6.5a.5.5 0 0 0 0-.84L8.77 5.08A.5.5 0 0 0 8 5.5z" fill="currentColor" />
        )}
      </svg>
    </Button>
  );
}
