import type { ReactNode } from 'react';

/** Line icons of the header controls; decorative (the control's accessible name says what it is). */
function LineIcon({ size, weight, children }: { size: 16 | 22; weight: '1.8' | '2'; children: ReactNode }) {
  // Round caps only on the heavier stroke: its bare ends (menu bars, the cross, the lens's handle) would look cut.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap={weight === '2' ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <LineIcon size={16} weight="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </LineIcon>
  );
}

export function PinIcon() {
  return (
    <LineIcon size={16} weight="1.8">
      <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </LineIcon>
  );
}

export function MenuIcon() {
  return (
    <LineIcon size={22} weight="2">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function CloseIcon() {
  return (
    <LineIcon size={22} weight="2">
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function SearchIcon() {
  return (
    <LineIcon size={16} weight="2">
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </LineIcon>
  );
}
