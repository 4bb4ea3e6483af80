import type { LocationCard } from '../../schemas/location.ts';
import type { PrivacyPolicy } from '../../schemas/privacy.ts';
import type { Site } from '../../schemas/site.ts';
import { yamlStem } from '../content/content-files.ts';
import type { Problem } from '../content/problem.ts';
import type { YamlSource } from '../content/yaml-source.ts';
import type { Parsed } from './cross-checks.ts';

interface PrivacyCheckInput {
  site?: Parsed<Site> | undefined;
  /** Every file in content/privacy, whether or not it parsed. */
  privacySources: readonly YamlSource[];
  privacy: readonly Parsed<PrivacyPolicy>[];
  locations: readonly Parsed<{ offices: LocationCard[] }>[];
}

/**
 * Every region publishes a privacy policy (its contact form collects personal data), and the office it names as
 * controller is one of that region's own offices, whose address the page shows.
 */
export function privacyProblems({ site, privacySources, privacy, locations }: PrivacyCheckInput): Problem[] {
  if (!site) return [];
  const problems: Problem[] = [];
  const names = new Set(privacySources.map((source) => yamlStem(source.file)));
  const regionIds = new Set<string>(site.value.regions.map((region) => region.id));
  site.value.regions.forEach((region, index) => {
    if (!names.has(region.id)) {
      problems.push(
        site.source.problemAt(
          ['regions', index, 'id'],
          'missing-file',
          `The region '${region.id}' has no privacy policy: add content/privacy/${region.id}.yaml (its contact form collects personal data).`,
        ),
      );
    }
  });
  for (const source of privacySources) {
    if (!regionIds.has(yamlStem(source.file))) {
      problems.push(
        source.problemAt([], 'unknown-file', `This file belongs to no region: the regions are ${[...regionIds].join(', ')}.`, 'warning'),
      );
    }
  }
  for (const { source, name, value } of privacy) {
    const offices = locations.find((file) => file.name === name)?.value.offices;
    if (offices && !offices.some((office) => office.id === value.controller.office)) {
      problems.push(
        source.problemAt(
          ['controller', 'office'],
          'unknown-reference',
          `The office '${value.controller.office}' is not in content/locations/${name}.yaml; use one of: ${offices.map((office) => office.id).join(', ')}.`,
        ),
      );
    }
  }
  return problems;
}
