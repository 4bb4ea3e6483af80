import { describe, expect, it } from 'vitest';
import { SettingsError } from '../generator/settings/contact-public-config.ts';
import { listenProblem, siteListenSettings } from './listen-problem.ts';

const place = { host: '10.9.9.9', port: 80, settings: siteListenSettings };
const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
const problems = (error: unknown) => (error instanceof SettingsError ? error.problems : error);

describe('listenProblem', () => {
  it('names the setting to change for an address not on this machine and a port that needs privileges', () => {
    expect(problems(listenProblem(failure('EADDRNOTAVAIL'), place))).toEqual([
      'HOST (or --host): 10.9.9.9 is not an address of this machine',
    ]);
    expect(problems(listenProblem(failure('EACCES'), place))).toEqual([
      'PORT (or --port): 10.9.9.9:80 needs privileges this process lacks; choose a port above 1023',
    ]);
  });

  it('leaves any other error as it is, with its stack', () => {
    const other = failure('EMFILE');
    expect(listenProblem(other, place)).toBe(other);
  });
});
