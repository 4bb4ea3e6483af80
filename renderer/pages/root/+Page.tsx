import { useData } from 'vike-react/useData';
import { rootRedirectScript } from '../../language/root-redirect.ts';
import { languageStorageKey } from '../../language/saved-language.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { facts, fallback, company } = useData<Data>();
  return (
    <main>
      <p>
        <a href={fallback}>{company}</a>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the script is generated from our own function and JSON, never from content text */}
      <script dangerouslySetInnerHTML={{ __html: rootRedirectScript(facts, languageStorageKey) }} />
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${fallback}`} />
      </noscript>
    </main>
  );
}
