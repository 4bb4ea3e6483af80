import { z } from 'zod';
import { mediaSchemas } from './media.ts';
import { draft, httpsUrl, type LocaleSchemas, picturePath } from './primitives.ts';
import { uiText, uiTextGroup } from './ui-text.ts';

const partnerLogo = z
  .strictObject({
    image: picturePath.meta({ description: "The partner's logo file." }),
    altText: z.string().trim().min(1).max(80).meta({ description: "The partner's name, read out in place of the logo." }),
    link: httpsUrl.optional().meta({ description: "Optional: the partner's website, opened in a new tab." }),
  })
  .meta({ description: 'A partner brand shown in the logo gallery.' });

/** The UI texts of its pages: the `services` group of translations/*.yaml. */
export const serviceTexts = uiTextGroup('Service pages.', {
  knowMore: uiText('Button that flips a card to its details.'),
  back: uiText('Button that flips a card back.'),
  previous: uiText('Arrow to the previous item.'),
  next: uiText('Arrow to the next item.'),
  itemPosition: uiText('Position of an item; {{current}} and {{total}} are numbers.'),
  partnersTitle: uiText("Heading of the partner logo gallery ('our partners')."),
  logoPage: uiText('Dot button of a logo page; {{page}} is its number.'),
  logoPages: uiText('Accessible name of the group of logo page dots.'),
  opensInNewTab: uiText('Added to the name of links that open in a new tab.'),
});

/** A service line's texts are in every language of the site. */
export function serviceSchemas(locale: LocaleSchemas) {
  const { localizedText } = locale;
  const { image, column } = mediaSchemas(locale);
  const serviceItem = z
    .strictObject({
      draft,
      image,
      title1: localizedText.meta({ description: 'Small overline above the title, e.g. the service line.' }),
      title: localizedText.meta({ description: 'Main title of the item.' }),
      subtitle: localizedText.meta({ description: 'One line under the title.' }),
      description: localizedText.meta({ description: 'First paragraph on the card front.' }),
      desc1: localizedText.meta({ description: 'Second paragraph on the card front.' }),
      detailedContent: z
        .strictObject({
          mainTitle: localizedText.meta({ description: 'Heading of the back of the card.' }),
          columns: z.array(column).min(1).max(4).meta({ description: 'Detail columns shown when the card is flipped (1 to 4).' }),
        })
        .meta({ description: "The back of the card, shown after 'know more'." }),
      logos: z.array(partnerLogo).min(1).meta({ description: 'Partner logos of this item, 7 per gallery page.' }),
    })
    .meta({ description: 'One slide of a service page.' });

  const serviceFile = z
    .strictObject({
      draft,
      name: localizedText.meta({ description: 'Name of the service line, used in menus, tiles and the page title.' }),
      summary: localizedText.meta({ description: 'One or two sentences for the home tile and search engines.' }),
      tileImage: image.meta({ description: 'Image of the home page tile of this service line.' }),
      items: z.array(serviceItem).min(1).meta({ description: 'The slides of the service page, in order.' }),
    })
    .meta({ description: 'A service line: content/services/{slug}.yaml; the file name is the URL slug.' });
  return { serviceItem, serviceFile };
}
type ServiceSchemas = ReturnType<typeof serviceSchemas>;
export type Service = z.infer<ServiceSchemas['serviceFile']>;
