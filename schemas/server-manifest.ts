import { z } from 'zod';
import { languageSchema, regionIdSchema, slug } from './primitives.ts';
import { route } from './route.ts';
import { region } from './site.ts';

/**
 * dist/site-manifest.json: what `site serve` needs to route requests without reading YAML (regions, domains,
 * every page path) and the reCAPTCHA site key the pages were built with, which production checks
 * (server/config.ts). Written by `site build` (generator/site-files.ts), checked when the server loads it.
 */
export const serverManifestSchema = z.strictObject({
  recaptchaSiteKey: z.string().min(1).optional(),
  defaultRegion: regionIdSchema,
  languages: z.array(languageSchema).min(1),
  regions: z
    .array(
      region.pick({ id: true, defaultLanguage: true, domains: true, services: true, cases: true }).extend({
        /** Office ids: the contact endpoint accepts only these as `location`. */
        offices: z.array(slug),
      }),
    )
    .min(1),
  routes: z.array(route),
});
export type ServerManifest = z.infer<typeof serverManifestSchema>;
