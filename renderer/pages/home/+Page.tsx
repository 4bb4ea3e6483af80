import { useData } from 'vike-react/useData';
import { ClientStrip } from '../../components/home/ClientStrip.tsx';
import { HomeBanner } from '../../components/home/HomeBanner.tsx';
import { LogoStrip } from '../../components/home/LogoStrip.tsx';
import { MapBanner } from '../../components/home/MapBanner.tsx';
import { RegionalBanner } from '../../components/home/RegionalBanner.tsx';
import { RegionalPresence } from '../../components/home/RegionalPresence.tsx';
import { SectorCards } from '../../components/home/SectorCards.tsx';
import { ServiceTiles } from '../../components/home/ServiceTiles.tsx';
import { StoryCarousel } from '../../components/home/StoryCarousel.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';

/** The home page: the full one (Ecuador) or the regional variant (Peru, Brazil), per site.yaml. */
export default function Page() {
  const { body } = useData<Data>();
  if (body.variant === 'regional') {
    return (
      <>
        <RegionalBanner banner={body.banner} contactHref={body.contactHref} />
        <ServiceTiles services={body.services} />
        <RegionalPresence map={body.map} block={body.regionalBlock} />
        {body.clients.length > 0 && <ClientStrip clients={body.clients} />}
        <Island name="logo-strip" component={LogoStrip} props={{ brands: body.brands }} strings={['home', 'services']} hydrate="visible" />
      </>
    );
  }
  return (
    <>
      <HomeBanner banner={body.banner} taglines={body.taglines} contactHref={body.contactHref} />
      <ServiceTiles services={body.services} />
      {body.stories.length > 0 && (
        <Island
          name="story-carousel"
          component={StoryCarousel}
          props={{ stories: body.stories }}
          strings={['home', 'preview']}
          hydrate="visible"
        />
      )}
      <SectorCards sectors={body.sectors} />
      {body.clients.length > 0 && <ClientStrip clients={body.clients} />}
      <MapBanner banner={body.mapBanner} />
      <Island name="logo-strip" component={LogoStrip} props={{ brands: body.brands }} strings={['home', 'services']} hydrate="visible" />
    </>
  );
}
