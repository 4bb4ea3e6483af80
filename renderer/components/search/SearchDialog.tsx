import { useTranslation } from 'react-i18next';
import type { RegionId } from '../../../schemas/primitives.ts';
import { Island } from '../../islands/Island.tsx';
import { CloseIcon } from '../layout/HeaderIcons.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './SearchDialog.module.css';
import { SiteSearch } from './SiteSearch.tsx';
import { searchDialogId } from './search-control.ts';

/**
 * The search panel the header's control (and `/`) opens on every page but the search page: a modal <dialog>
 * (focus stays inside, Escape closes it), opened by search-control.ts. Without JavaScript it never opens: the
 * control is a link to the search page.
 */
export function SearchDialog({ script, region, action }: { script: string; region: RegionId; action: string }) {
  const { t } = useTranslation();
  return (
    <dialog id={searchDialogId} className={styles.dialog} aria-labelledby={`${searchDialogId}-title`}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={`${searchDialogId}-title`} className={styles.title}>
            {t('search.title')}
          </h2>
          <Button variant="secondary" className={styles.close} data-close-search="" aria-label={t('search.close')}>
            <CloseIcon />
            <span className="visually-hidden-on-phone">{t('search.close')}</span>
          </Button>
        </div>
        <Island
          name="site-search"
          component={SiteSearch}
          props={{ script, region, action, inputId: `${searchDialogId}-field` }}
          strings={['search']}
          hydrate="interaction"
        />
      </div>
    </dialog>
  );
}
