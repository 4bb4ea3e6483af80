/**
 * The two drawings of the pause/play control (MotionToggle.tsx), shared with the controls wired without React
 * (tagline-rotation.ts), which swap them in place.
 */
export const motionToggleIcons = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5.5v13a.5.5 0 0 0 .77.42l10.2-6.5a.5.5 0 0 0 0-.84L8.77 5.08A.5.5 0 0 0 8 5.5z',
} as const;
