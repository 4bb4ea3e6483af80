import { useData } from 'vike-react/useData';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PrivacyPolicy } from '../../components/privacy/PrivacyPolicy.tsx';
import type { Data } from './+data.ts';

/** The region's privacy policy: who is responsible, what is collected and why, for how long, and the person's rights. */
export default function Page() {
  const { head, body } = useData<Data>();
  return (
    <>
      <PageHeading title={head.heading} intro={body.intro} />
      <PrivacyPolicy policy={body} />
    </>
  );
}
