import type { Ref } from 'react';
import { Button, type ButtonTone } from '../ui/Button.tsx';
import { motionToggleIcons } from './motion-toggle-icons.ts';

/**
 * The pause/play control of anything that moves by itself (WCAG 2.2.2); its name says what pressing it does.
 * Without `onToggle` it is only drawn here, for a script that wires it without React (tagline-rotation.ts).
 */
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
  onToggle?: () => void;
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
        <path d={playing ? motionToggleIcons.pause : motionToggleIcons.play} fill="currentColor" />
      </svg>
    </Button>
  );
}
