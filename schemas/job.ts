import { z } from 'zod';
import { endNotBeforeStart, isoDay } from './date-order.ts';
import { draft, type LocaleSchemas, slug } from './primitives.ts';
import { choiceLabelsKeyword, uiText, uiTextGroup } from './ui-text.ts';

/**
 * The types of contract an opening can offer, with schema.org's `employmentType` value each stands for (what
 * Google for Jobs reads). A new type is added here first, with its label in translations/*.yaml.
 */
export const employmentTypes = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
} as const;

const contractLabels = uiTextGroup('Type-of-contract labels, one per type.', {
  fullTime: uiText('Full-time employment.'),
  partTime: uiText('Part-time employment.'),
  contractor: uiText('Service contract (contractor).'),
  temporary: uiText('Fixed-term contract.'),
  intern: uiText('Internship.'),
});
const contract = contractLabels.keyof();

/** The careers pages' own texts: the `jobs` group of translations/*.yaml. */
export const jobTexts = uiTextGroup('Careers: job openings.', {
  intro: uiText('Sentence under the heading of the careers page.'),
  none: uiText('Shown on the careers page when the region has no open position.'),
  office: uiText('Label before the office of an opening.'),
  contract: uiText('Label before the type of contract.'),
  contracts: contractLabels,
  posted: uiText('Label before the date an opening was published.'),
  closes: uiText('Label before the closing date of an opening.'),
  about: uiText('Heading of the description of an opening.'),
  requirements: uiText('Heading of the requirements of an opening.'),
  offer: uiText('Heading of what the company offers.'),
  apply: uiText('Button that leads to the application form.'),
  applyTitle: uiText('Heading of the application section.'),
  applyIntro: uiText('Sentence above the application form: write the message, no attachments.'),
  applyMessage: uiText('First line of the application message, prefilled; {{title}} is the opening, {{ref}} its reference.'),
  closed: uiText('Notice on the page of an opening past its closing date.'),
  allOpenings: uiText('Link back to the careers page.'),
});

/** An opening's texts are in every language of the site. */
export function jobSchemas({ localizedText }: LocaleSchemas) {
  const jobFile = z
    .strictObject({
      draft,
      title: localizedText.meta({ description: 'Title of the position, e.g. Field service engineer.' }),
      office: slug.meta({
        description:
          'The office the position is based at: one of the offices of content/locations in a region that lists the opening, written in YAML as its id, e.g. quito-matriz.',
      }),
      contract: contract.meta({
        description: `Type of contract: ${contract.options.join(', ')}. A new type is a change of code: ask a developer (schemas/job.ts).`,
        [choiceLabelsKeyword]: 'jobs.contracts',
      }),
      summary: localizedText.meta({ description: 'One or two sentences for the careers list and search engines.' }),
      description: localizedText.meta({ description: 'What the position is about: a paragraph per line.' }),
      requirements: z.array(localizedText).min(1).meta({ description: 'What a candidate needs, one requirement per item.' }),
      offer: z.array(localizedText).min(1).meta({ description: 'What Tecnandes offers, one item each.' }),
      datePosted: isoDay.meta({ description: 'Date the opening is published, YYYY-MM-DD.' }),
      validThrough: isoDay.meta({
        description:
          'Closing date, YYYY-MM-DD: the last day to apply. From the next build after it, the opening leaves the careers page and the sitemap, and its page says it is closed.',
      }),
    })
    .superRefine(...endNotBeforeStart('datePosted', 'validThrough'))
    .meta({ description: 'A job opening: content/jobs/{slug}.yaml; the file name is the URL slug and the reference of applications.' });
  return { jobFile };
}
