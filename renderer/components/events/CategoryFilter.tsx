import { useTranslation } from 'react-i18next';
import type { CategoryData } from '../../pages/events/+data.ts';
import styles from './CategoryFilter.module.css';

/** 'All' plus one toggle per category; exactly one is pressed. `undefined` means all. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: CategoryData[];
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const options = [{ key: undefined, label: t('events.all') }, ...categories];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not form fields: a fieldset would announce a form
    <div className={styles.filter} role="group" aria-label={t('events.filterLabel')}>
      {options.map((option) => (
        <button
          key={option.key ?? ''}
          type="button"
          className={styles.option}
          aria-pressed={option.key === selected}
          onClick={() => onSelect(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
