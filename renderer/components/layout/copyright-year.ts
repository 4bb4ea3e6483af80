/**
 * The page was prerendered in the year written on the copyright (Footer.tsx); the visitor's clock may already
 * be in a later year, and the footer follows the calendar, not the build.
 */
export function updateCopyrightYear(root: ParentNode): void {
  const copyright = root.querySelector<HTMLElement>('[data-copyright-year]');
  const built = copyright?.dataset.copyrightYear;
  const now = String(new Date().getFullYear());
  if (!copyright || !built || built === now) return;
  copyright.textContent = (copyright.textContent ?? '').replace(built, now);
  copyright.dataset.copyrightYear = now;
}
