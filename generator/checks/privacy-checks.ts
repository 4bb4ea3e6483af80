import type { LocationCard } from '../../schemas/location.ts';
import type { PrivacyPolicy } from '../../schemas/privacy.ts';
import type { Problem } from '../content/problem.ts';
import type { Parsed } from './cross-checks.ts';

interface PrivacyCheckInput {
  privacy: readonly Parsed<PrivacyPolicy>[];
  locations: readonly Parsed<{ offices: LocationCard[] }>[];
}

/**
 * The office a region's privacy policy names as controller is one of that region's own offices, whose address the
 * page shows. (That every region has a policy is declared with the kind: schemas/collections.ts.)
 */
export function privacyProblems({ privacy, locations }: PrivacyCheckInput): Problem[] {
  const problems: Problem[] = [];
  for (const { source, name, value } of privacy) {
    const offices = locations.find((file) => file.name === name)?.value.offices;
    if (offices && !offices.some((office) => office.id === value.controller.office)) {
      problems.push(
        source.problemAt(['controller', 'office'], 'unknown-reference', {
          id: 'noSuchOffice',
          values: { office: value.controller.office, region: name, offices: offices.map((office) => office.id).join(', ') },
        }),
      );
    }
  }
  return problems;
}
