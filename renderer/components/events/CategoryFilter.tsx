import { useTranslation } from 'react-i18next';
import type { CategoryData } from '../../pages/events/+data.ts';
import { Button } from '../ui/Button.tsx';
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
        <Button key={option.key ?? ''} variant="secondary" aria-pressed={option.key === selected} onClick={() => onSelect(option.key)}>
          {option.label}
        </Button>
      ))}
    </div>
  );
}
