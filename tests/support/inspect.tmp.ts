import { launchBrowser, newPage } from './browser.ts';
import { startSiteServer } from './site-server.ts';
const [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
const tab = await newPage(browser, { viewport: { width: 1440, height: 900 } });
await tab.goto(`${server.origin}/ec/es/downloads`);
console.log(await tab.evaluate(() => { const b = document.querySelectorAll('main article')[1].children[0] as HTMLElement; const s = getComputedStyle(b); return [b.className, s.display, s.alignItems, s.alignContent, s.gridTemplateRows, b.offsetHeight]; }));
await browser.close(); await server.close();
