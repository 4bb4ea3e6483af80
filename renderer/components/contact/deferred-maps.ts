/**
 * Starts loading an office's map (OfficeCards.tsx writes its address in `data-map-src`) once the map is within
 * half a screen of the viewport, so the maps never compete with the page's own first load. Returns a function that
 * stops watching.
 */
export function wireDeferredMaps(root: ParentNode): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting || !(target instanceof HTMLIFrameElement) || !target.dataset.mapSrc) continue;
        observer.unobserve(target);
        target.src = target.dataset.mapSrc;
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[data-map-src]')) observer.observe(frame);
  return () => observer.disconnect();
}
