import { type Environment, optionalText } from '../generator/settings/contact-public-config.ts';

/**
 * Where `site serve` and the production bundle (cli/production.ts) listen unless a flag says: PORT and HOST, an
 * empty one counting as unset like every other setting (an empty PORT would otherwise listen on a random port).
 */
export function serveAddress(env: Environment = process.env): { port: string; host: string } {
  return { port: optionalText.parse(env.PORT) ?? '3000', host: optionalText.parse(env.HOST) ?? '0.0.0.0' };
}

/** `site dev`'s address: this computer only unless HOST or --host says otherwise, since its editor writes files. */
export const devHost = (env: Environment = process.env) => optionalText.parse(env.HOST) ?? '127.0.0.1';
