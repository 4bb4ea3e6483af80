// Live preview of `site dev` (cli/dev.ts): when an editor saves content, fetch this page's data again and
// re-render it in place, keeping scroll position and open menus, instead of reloading the page. Only the
// development server has import.meta.hot: a build reduces this file to an empty hook in the shared chunk
// (no request of its own, unlike a +client file).
if (import.meta.hot) {
  // Fetched now rather than on the first save, so that a save costs only the data of the page.
  const router = import('vike/client/router');
  import.meta.hot.on('site:content-changed', async () => {
    // The content error that was shown is fixed: close Vite's overlay as its own client does on an update.
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
    await (await router).reload();
  });
}

export function onHydrationEnd(): void {}
