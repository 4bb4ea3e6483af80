import { officesOf } from '../../../generator/content/content-entries.ts';
import { certificateDocument } from '../../data/downloads.ts';
import { dateFormat, writingLocale } from '../../data/intl-formats.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

export const data = pageDataHook((content, { region, language }) => {
  const { company, stats, timeline, regions } = content.site;
  const longDate = dateFormat(writingLocale(content.site, regionOf(content, region), language), { dateStyle: 'long', timeZone: 'UTC' });
  return {
    intro: localize(company.description, language),
    history: localize(company.history, language),
    mission: localize(company.mission, language),
    vision: localize(company.vision, language),
    stats: stats.map((stat) => ({ value: stat.value, label: localize(stat.label, language) })),
    timeline: timeline.map((entry) => ({
      kind: entry.kind,
      year: entry.year,
      text: localize(entry.text, language),
      subtext: localize(entry.subtext, language),
    })),
    // Every region's offices, grouped by country, in the order of the regions.
    countries: regions.map((region) => ({
      id: region.id,
      name: localize(region.name, language),
      offices: officesOf(content, region.id).map((office) => ({
        id: office.id,
        title: localize(office.title, language),
        city: office.city,
        address: localize(office.address, language),
        phones: office.phones,
        fax: office.fax,
        draft: office.draft === true,
      })),
    })),
    certifications: content.certifications.map((certification) => ({
      standard: certification.standard,
      scope: localize(certification.scope, language),
      body: certification.body,
      number: certification.number,
      validUntil: { date: certification.validUntil, text: longDate.format(new Date(`${certification.validUntil}T00:00:00Z`)) },
      document: certificateDocument(content, certification.download, language),
      draft: certification.draft === true,
    })),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type AboutBody = Data['body'];
export type TimelineEntryData = AboutBody['timeline'][number];
export type StatData = AboutBody['stats'][number];
export type CountryOfficesData = AboutBody['countries'][number];
export type CertificationData = AboutBody['certifications'][number];
