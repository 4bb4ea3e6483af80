import { useTranslation } from 'react-i18next';
import type { RegionId } from '../../../schemas/primitives.ts';
import { Island } from '../../islands/Island.tsx';
import type { Data } from '../../pages/search/+data.ts';
import { Container } from '../ui/Container.tsx';
import styles from './SearchPage.module.css';
import { SiteSearch } from './SiteSearch.tsx';
import { searchPageFieldId } from './search-control.ts';

/**
 * The search page: the field and its results (the island, taken over when the visitor focuses the field, or at
 * once when the address carries words, `?q=`), then the site map, grouped. Without JavaScript the field, which
 * could not answer, is hidden, a note says search needs JavaScript, and the site map is the way on.
 */
export function SearchPage({ body, region, action }: { body: Data['body']; region: RegionId; action: string }) {
  const { t } = useTranslation();
  return (
    <Container className={styles.page}>
      <div className={styles.search}>
        <noscript>
          <p className={styles.noScript}>{t('search.needsJavaScript')}</p>
        </noscript>
        <div className={styles.field}>
          <Island
            name="site-search"
            component={SiteSearch}
            props={{ script: body.script, region, action, inputId: searchPageFieldId, readsAddress: true }}
            strings={['search']}
            hydrate="interaction"
          />
        </div>
      </div>
      <nav className={styles.siteMap} aria-labelledby="search-site-map">
        <h2 id="search-site-map">{t('search.siteMapTitle')}</h2>
        <div className={styles.groups}>
          {body.siteMap.map((group) => (
            <section key={group.title} className={styles.group} aria-label={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {group.links.map((entry) => (
                  <li key={entry.href}>
                    <a href={entry.href}>{entry.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </nav>
    </Container>
  );
}
