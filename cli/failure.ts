import { SettingsError } from '../generator/settings/contact-public-config.ts';

/**
 * What a command that stopped prints: wrong or missing settings one a line, all of them, and nothing else (there
 * is nothing in the code to debug); any other error with its stack, which is where its cause is.
 */
export function failureText(error: unknown): string {
  if (error instanceof SettingsError) return `${error.problems.join('\n')}\n`;
  return `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
}
