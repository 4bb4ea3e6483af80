import { useData } from 'vike-react/useData';
import { ServiceShowcase } from '../../components/services/ServiceShowcase.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { head, body } = useData<Data>();
  // A new page (another service, another language) starts at its first item, face up.
  return <ServiceShowcase key={head.canonical} heading={head.heading} items={body.items} />;
}
