/**
 * `npm run shots`: full-page screenshots of every template of every region at 375, 1024, 1440 and 1920 px, in
 * each region's own language and in German (the longest words), for a person to review: it never fails on a look.
 * Run `npm run build` first. SHOTS_DIR (default: the system temp folder's site-shots) and SHOTS_LANGUAGES
 * (comma-separated, e.g. `es,de`) change where and which.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closePage, launchBrowser, newPage } from './browser.ts';
import { type Language, languages, loadSite, pathOf, startSiteServer } from './site-server.ts';
import { templatePages } from './templates.ts';

const widths = [375, 1024, 1440, 1920];
const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'site-shots'));
const chosen = process.env.SHOTS_LANGUAGES?.split(',').filter((code): code is Language => (languages as readonly string[]).includes(code));

const [server, browser, site] = await Promise.all([startSiteServer(), launchBrowser(), loadSite()]);
await mkdir(outDir, { recursive: true });
let count = 0;
try {
  for (const region of site.regions) {
    const regionLanguages = chosen ?? [...new Set<Language>([region.defaultLanguage, 'de'])];
    for (const language of regionLanguages) {
      for (const { template, page } of templatePages(region)) {
        for (const width of widths) {
          const tab = await newPage(browser, { viewport: { width, height: 900 } });
          await tab.goto(`${server.origin}${pathOf(region, language, page)}`, { waitUntil: 'networkidle' });
          // Scroll through once so lazy images load, then shoot from the top.
          await tab.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
              scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 120));
            }
            scrollTo(0, 0);
            await document.fonts.ready;
          });
          await tab.waitForLoadState('networkidle');
          const file = path.join(outDir, `${region.id}-${language}-${template}-${width}.png`);
          await tab.screenshot({ path: file, fullPage: true });
          await closePage(tab);
          count += 1;
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${count} screenshots in ${outDir}`);
