import { existsSync } from 'node:fs';

/** Debian's desktop Chromium: Lighthouse's launcher (bench/lighthouse.ts) drives it, not the headless shell. */
export const fullChromium = '/usr/bin/chromium';

/**
 * Debian's Chromium, never a downloaded browser: its headless shell where the machine has it (the package
 * chromium-headless-shell, which .ci/run installs), else the browser. The shell is the same Chromium release
 * without the desktop browser around its pages, the build Playwright itself drives headless. Its browser and GPU
 * processes take half the CPU; six of the heaviest test files ran in 129 s instead of 153 s (medians of 3,
 * interleaved), the whole browser suite in 400 s instead of 464 s.
 */
export const chromiumExecutable = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : fullChromium;

/**
 * Why the browser tests cannot start on this machine, or undefined when they can. Without it every test file's
 * launch fails after its server has started, and the file then waits on that server for ever.
 */
export function missingChromium(executable: string): string | undefined {
  if (existsSync(executable)) return undefined;
  return `The browser tests drive Debian's Chromium, and ${executable} is not on this machine: install it (apt-get install chromium, as .ci/run does), then run them again.\n`;
}
