import { stringsIn } from '../../../generator/content/content-entries.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { openingFacts, openOpenings } from './openings.ts';

/** The region's openings still open on the build's date; a closed one leaves the list at the next build. */
export const data = pageDataHook((content, { region, language }, site) => {
  const texts = stringsIn(content, language).jobs;
  return {
    intro: texts.intro,
    none: texts.none,
    openings: openOpenings(content, region, site.today).map((slug) => openingFacts(content, region, language, slug)),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
