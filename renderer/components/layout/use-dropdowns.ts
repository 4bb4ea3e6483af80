import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Desktop submenus: hover or click opens one (only one at a time); a click pins a hovered menu open;
 * a click outside or Escape closes it, and Escape returns focus to its button.
 */
export function useDropdowns(container: RefObject<HTMLElement | null>) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openedByHover = useRef(false);

  const close = useCallback(() => setOpenId(null), []);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      container.current?.querySelector<HTMLButtonElement>(`[aria-controls="submenu-${openId}"]`)?.focus();
      setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, container]);

  return {
    openId,
    close,
    toggle(id: string) {
      const pinnedOpen = openId === id && !openedByHover.current;
      openedByHover.current = false;
      setOpenId(pinnedOpen ? null : id);
    },
    hoverStart(id: string) {
      if (openId === id) return;
      openedByHover.current = true;
      setOpenId(id);
    },
    hoverEnd(id: string) {
      if (openId === id && openedByHover.current) setOpenId(null);
    },
  };
}
