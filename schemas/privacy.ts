import { z } from 'zod';
import { httpsUrl, type LocaleSchemas, slug } from './primitives.ts';
import { uiText, uiTextGroup } from './ui-text.ts';

/** The UI texts of its pages: the `privacy` group of translations/*.yaml. */
export const privacyTexts = uiTextGroup('Privacy policy page (its sections are in content/privacy/{region}.yaml).', {
  lawLabel: uiText('Label before the name of the data protection law.'),
  updatedLabel: uiText('Label before the date of the last change.'),
  controllerTitle: uiText('Heading of the block naming who is responsible for the data.'),
  companyLabel: uiText('Label before the company name.'),
  officeLabel: uiText('Label before the office and its address.'),
  emailLabel: uiText('Label before the e-mail address for rights requests.'),
  authorityLink: uiText('Link to the authority’s website; {{authority}} is its name.'),
});

/** A privacy policy is written in every language of the site. */
export function privacySchemas({ localizedText }: LocaleSchemas) {
  const section = (what: string) =>
    z
      .strictObject({
        title: localizedText.meta({ description: `Heading of the section on ${what}.` }),
        text: localizedText.meta({
          description:
            'The section, in every language of the site. Each line is a paragraph; a line starting with "- " is a bullet; **text** is bold.',
        }),
      })
      .meta({ description: `The section on ${what}.` });

  /**
   * The privacy policy of one region's site (content/privacy/{region}.yaml), as the country's data protection law
   * asks of whoever collects personal data through a form: Ecuador's Ley Orgánica de Protección de Datos
   * Personales, Peru's Ley 29733 and Brazil's LGPD (Lei 13.709/2018). Every section the laws require is a
   * required field, so a policy cannot be published with one missing.
   */
  const privacyPolicy = z
    .strictObject({
      law: localizedText.meta({
        description: 'Full name of the country’s data protection law, e.g. Ley Orgánica de Protección de Datos Personales (LOPDP).',
      }),
      updated: z.iso.date().meta({ description: 'Date of the last change to this policy, YYYY-MM-DD; shown on the page.' }),
      intro: localizedText.meta({ description: 'Opening paragraph: whose policy this is and what it covers.' }),
      controller: z
        .strictObject({
          office: slug.meta({
            description:
              'The office that answers for the data in this country: an id from content/locations/{region}.yaml; its address is shown.',
          }),
          email: z.email().meta({ description: 'Address where people ask about or exercise their rights; shown as a link.' }),
        })
        .meta({ description: 'Who is responsible for the data: the company (site.yaml legalName) at this office.' }),
      sections: z
        .strictObject({
          data: section('which personal data the site collects'),
          purposes: section('what the data are used for'),
          legalBasis: section('the legal basis of each use'),
          recipients: section('who receives the data (EmailJS as processor, Google reCAPTCHA)'),
          transfers: section('international transfers'),
          retention: section('how long the data are kept'),
          rights: section('the rights of the data subject and how to exercise them'),
        })
        .meta({ description: 'The sections of the policy, in the order shown.' }),
      authority: z
        .strictObject({
          title: localizedText.meta({ description: 'Heading of the section on the supervisory authority.' }),
          text: localizedText.meta({
            description: 'How to complain to the authority. Lines, "- " bullets and **bold** as in the sections.',
          }),
          name: localizedText.meta({ description: 'Official name of the country’s data protection authority.' }),
          url: httpsUrl.meta({ description: 'The authority’s website.' }),
        })
        .meta({ description: 'The supervisory authority of the country, where people may complain.' }),
    })
    .meta({ description: "The privacy policy of a region's site: content/privacy/{region}.yaml." });
  return { privacyPolicy };
}
export type PrivacyPolicy = z.infer<ReturnType<typeof privacySchemas>['privacyPolicy']>;
