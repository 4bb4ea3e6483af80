import type { Plugin } from 'vite';

interface Phase {
  name: string;
  milliseconds: number;
  /** What the phase produced, for the reader: "62 files", "100 pages". */
  detail: string;
}

/** Ends the line of a phase run alongside the others: its place among them is when it ended, which varies. */
export const alongsideNote = '(alongside the phases around it)';

/**
 * Where a build's time goes: each `mark` closes the phase that began at the previous one, so the phases add up
 * to the whole build and nothing is timed twice; a phase run `alongside` the others is timed on its own, and its
 * line says so.
 */
export class PhaseClock {
  readonly phases: Phase[] = [];
  #last = performance.now();

  mark(name: string, detail = ''): void {
    const now = performance.now();
    this.phases.push({ name, milliseconds: now - this.#last, detail });
    this.#last = now;
  }

  /** Runs `work` while the marked phases go on; its line, in the order it ends, gives its own time. */
  async alongside(name: string, work: () => Promise<string>): Promise<void> {
    const started = performance.now();
    const detail = await work();
    this.phases.push({ name, milliseconds: performance.now() - started, detail: `${detail} ${alongsideNote}` });
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
