import { z } from 'zod';
import { languageCode, regionCode } from './locales.ts';
import { pageRef } from './page-fields.ts';

/** One prerendered page: a region, a language and a page, at its canonical path and the aliases that answer it too. */
export const route = z.strictObject({
  region: regionCode,
  language: languageCode,
  page: pageRef,
  path: z.string().meta({ description: 'Canonical path, lowercase, without alias forms.' }),
  aliases: z.array(z.string()).meta({ description: 'Other paths that answer with the same page.' }),
});
export type Route = z.infer<typeof route>;
