import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBrowserTests } from './browser-tests.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the browser tests on a machine without Chromium', () => {
  it('start no file and say what to install, instead of waiting for ever on the servers they started', async () => {
    const said: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      said.push(String(chunk));
      return true;
    });
    const reported = vi.spyOn(process.stdout, 'write');
    const code = await runBrowserTests(['tests/menus.test.ts'], '/nonexistent/chromium');
    expect(code).toBe(1);
    expect(said.join('')).toBe(
      "The browser tests drive Debian's Chromium, and /nonexistent/chromium is not on this machine: install it (apt-get install chromium, as .ci/run does), then run them again.\n",
    );
    expect(reported).not.toHaveBeenCalled();
  });
});
