import type { Plugin } from 'vite';

interface Phase {
  name: string;
  milliseconds: number;
  /** What the phase produced, for the reader: "62 files", "100 pages". */
  detail: string;
}

/**
 * Where a build's time goes: each `mark` closes the phase that began at the previous one, so the phases add up
 * to the whole build and nothing is timed twice.
 */
export class PhaseClock {
  readonly phases: Phase[] = [];
  #last = performance.now();

  mark(name: string, detail = ''): void {
    const now = performance.now();
    this.phases.push({ name, milliseconds: now - this.#last, detail });
    this.#last = now;
  }

  /** One aligned line per phase. */
  format(): string {
    const width = Math.max(...this.phases.map((phase) => phase.name.length));
    return this.phases
      .map(({ name, milliseconds, detail }) =>
        `  ${name.padEnd(width)}  ${`${Math.round(milliseconds)} ms`.padStart(8)}${detail ? `  ${detail}` : ''}`.trimEnd(),
      )
      .join('\n');
  }
}

/**
 * Marks the end of Vite's client and server bundles (their files counted as Rolldown hands them over); Vike
 * prerenders after the server bundle, so the next mark after Vike's build closes the prerender phase.
 */
export function phaseTimerPlugin(clock: PhaseClock): Plugin {
  return {
    name: 'site:phase-timer',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).length;
      if (this.environment.name === 'client') clock.mark('client bundle', `${files} files`);
      else clock.mark('server bundle', `${files} files`);
    },
  };
}
