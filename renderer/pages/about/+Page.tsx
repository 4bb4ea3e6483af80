import { useData } from 'vike-react/useData';
import { AboutIntro } from '../../components/about/AboutIntro.tsx';
import { Certifications } from '../../components/about/Certifications.tsx';
import { History } from '../../components/about/History.tsx';
import { Locations } from '../../components/about/Locations.tsx';
import { Stats } from '../../components/about/Stats.tsx';
import { Timeline } from '../../components/about/Timeline.tsx';
import type { Data } from './+data.ts';

/** About: history, mission and vision, the company in figures, its timeline, its certifications and every office. */
export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <AboutIntro title={head.heading} intro={body.intro} />
      <History history={body.history} mission={body.mission} vision={body.vision} />
      <Stats stats={body.stats} />
      <Timeline entries={body.timeline} />
      {body.certifications.length > 0 && <Certifications certifications={body.certifications} />}
      <Locations countries={body.countries} />
    </>
  );
}
