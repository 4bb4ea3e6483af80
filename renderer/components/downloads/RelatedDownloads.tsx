import { useTranslation } from 'react-i18next';
import type { RelatedDownloads as RelatedDownloadsData } from '../../data/downloads.ts';
import { notSearched } from '../search/search-kinds.ts';
import { Grid } from '../ui/Grid.tsx';
import { Section } from '../ui/Section.tsx';
import { DownloadCard } from './DownloadCard.tsx';
import styles from './RelatedDownloads.module.css';

/** The documents of a service line or a sector, at the foot of its page, and the way to every other document. */
export function RelatedDownloads({ related }: { related: RelatedDownloadsData }) {
  const { t } = useTranslation();
  if (related.downloads.length === 0) return null;
  return (
    <Section
      labelledBy="documents"
      {...notSearched}
      title={t('downloads.related')}
      controls={
        <a className={styles.centre} href={related.centre}>
          {t('downloads.all')}
        </a>
      }
    >
      <Grid columns={{ xl: 2 }}>
        {related.downloads.map((download) => (
          <li key={download.slug}>
            <DownloadCard download={download} heading="h3" />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
