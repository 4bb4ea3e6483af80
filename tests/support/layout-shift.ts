import type { Page } from 'playwright-core';

interface LayoutShifts {
  /** The sum of every layout shift not caused by input: the page's CLS while it was observed. */
  score: number;
  /** One line per shifted element (value, element, box before and after): what to look at when a check fails. */
  report: string;
}

interface ShiftRecord {
  value: number;
  sources: string[];
}

/** Records the page's layout shifts from its first paint on; call before the page is loaded. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const records: ShiftRecord[] = [];
    (window as unknown as { __layoutShifts: ShiftRecord[] }).__layoutShifts = records;
    const box = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        records.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
            const element = node instanceof Element ? node : null;
            const name = element ? `<${element.localName} class="${element.getAttribute('class') ?? ''}">` : String(node?.nodeName);
            const text = (node?.textContent ?? '').trim().slice(0, 40);
            return `${name} "${text}" ${box(previousRect)} -> ${box(currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const records = await page.evaluate(() => (window as unknown as { __layoutShifts: ShiftRecord[] }).__layoutShifts);
  return {
    score: records.reduce((sum, record) => sum + record.value, 0),
    report: records.map((record) => `${record.value.toFixed(4)}: ${record.sources.join('; ')}`).join('\n'),
  };
}
