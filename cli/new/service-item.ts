import path from 'node:path';
import { yamlFilesIn, yamlStem } from '../../generator/content/content-files.ts';
import { exists } from '../../generator/outputs/file-exists.ts';
import { servicePage } from '../../generator/routes/urls.ts';
import { serviceSchemas } from '../../schemas/service.ts';
import { appendItem, readYaml } from './content-files.ts';
import { columnsOf, imageField, list, one, oneOf, type Plan, type SiteFacts, textFields } from './fields.ts';

/** A slide appended to a service line of content/services/, with partner logos named from brands.yaml. */
export async function serviceItemPlan(contentDir: string, site: SiteFacts): Promise<Plan> {
  const { localized, locale } = site;
  const { imageAltField, textField, columnFields } = textFields(site);
  const { serviceFile, serviceItem } = serviceSchemas(locale);
  const services = (await yamlFilesIn(contentDir, 'services')).map(yamlStem);
  const brands = await brandNames(contentDir);
  return {
    fields: [
      { flag: 'service', question: 'Service line', choices: services, check: oneOf(services) },
      imageField(contentDir, 'services'),
      imageAltField(),
      {
        flag: 'title1',
        question: "Small overline above the title; empty to use the service's name",
        language: site.referenceName,
        optional: true,
      },
      textField('title', 'Title'),
      textField('subtitle', 'One line under the title'),
      textField('description', 'First paragraph', true),
      textField('desc1', 'Second paragraph', true),
      textField('main-title', "Heading of the card's back"),
      ...columnFields(true),
      {
        flag: 'logo',
        question: 'Partner logo: a brand file name in content/assets/brands, e.g. valvex (or valvex=Valvex Inc.)',
        list: 'one-or-more',
        check: async (value) => {
          const [brand = ''] = value.split('=');
          if (!(await exists(path.join(contentDir, 'assets', 'brands', `${brand}.svg`)))) return { id: 'noBrandLogo', values: { brand } };
          return value.includes('=') || brands.has(brand) ? undefined : { id: 'brandNotListed', values: { brand } };
        },
      },
    ],
    write: async (answers) => {
      const file = path.join(contentDir, 'services', `${one(answers.service)}.yaml`);
      const serviceName = ((await readYaml(contentDir, `services/${one(answers.service)}.yaml`)) as { name?: unknown }).name;
      const item = serviceItem.parse({
        image: { src: one(answers.image), alt: localized(one(answers['image-alt'])) },
        title1: answers.title1 ? localized(one(answers.title1)) : serviceName,
        title: localized(one(answers.title)),
        subtitle: localized(one(answers.subtitle)),
        description: localized(one(answers.description)),
        desc1: localized(one(answers.desc1)),
        detailedContent: { mainTitle: localized(one(answers['main-title'])), columns: columnsOf(answers, site) },
        logos: list(answers.logo).map((entry) => {
          const [brand = '', name] = entry.split('=');
          const known = brands.get(brand);
          return {
            image: `/assets/brands/${brand}.svg`,
            altText: name ?? known?.name ?? brand,
            ...(known?.link && !name ? { link: known.link } : {}),
          };
        }),
      });
      const count = await appendItem(file, 'items', item, serviceFile);
      return { file, what: `service item ${count} added to` };
    },
    pages: (answers) => [servicePage(one(answers.service))],
    regions: (answers) => site.regions.filter((region) => region.services.includes(one(answers.service))).map((region) => region.id),
  };
}

async function brandNames(contentDir: string): Promise<Map<string, { name: string; link?: string }>> {
  const data = (await readYaml(contentDir, 'brands.yaml').catch(() => ({}))) as {
    sets?: Record<string, { name?: string; logo?: string; link?: string }[]>;
  };
  const brands = new Map<string, { name: string; link?: string }>();
  for (const brand of Object.values(data.sets ?? {}).flat()) {
    const match = /^\/assets\/brands\/([^/]+)\.svg$/.exec(brand.logo ?? '');
    if (match?.[1] && brand.name) brands.set(match[1], { name: brand.name, ...(brand.link ? { link: brand.link } : {}) });
  }
  return brands;
}
