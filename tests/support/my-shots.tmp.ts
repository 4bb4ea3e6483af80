import { closePage, launchBrowser, newPage } from './browser.ts';
import { startSiteServer } from './site-server.ts';
const pages = (process.env.PAGES ?? '/ec/es/downloads,/ec/de/downloads,/ec/es/services/oil,/ec/de/services/oil').split(',');
const widths = (process.env.WIDTHS ?? '375,1024,1440,1920').split(',').map(Number);
const [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
try {
  for (const page of pages) for (const width of widths) {
    const tab = await newPage(browser, { viewport: { width, height: 900 } });
    await tab.goto(`${server.origin}${page}`, { waitUntil: 'networkidle' });
    await tab.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += innerHeight) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)); } scrollTo(0, 0); await document.fonts.ready; });
    await tab.waitForLoadState('networkidle');
    const sel = process.env.SELECTOR;
    const file = `/tmp/dl-shots/${page.replaceAll('/', '_')}-${width}.png`;
    if (sel) await tab.locator(sel).first().screenshot({ path: file }); else await tab.screenshot({ path: file, fullPage: true });
    await closePage(tab);
  }
} finally { await browser.close(); await server.close(); }
