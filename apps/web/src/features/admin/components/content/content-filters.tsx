import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import type { ContentFilterParam, ContentQueryState } from '../../lib/content-query';
import * as styles from './content-filters.css';

const SEARCH_DELAY_MS = 300;
const filterOptions: ContentFilterParam[] = ['missing', 'outdated', 'retired'];

interface ContentFiltersProps {
  state: ContentQueryState;
  sections: readonly string[];
  /** A new state, always back on page 1. */
  onChange: (state: ContentQueryState) => void;
}

/** Section, search (applied as you type, after a pause) and which entries to show. */
export function ContentFilters({ state, sections, onChange }: ContentFiltersProps) {
  const { t } = useTranslation('admin');
  const hintId = useId();
  const [search, setSearch] = useState(state.search);
  const change = (patch: Partial<ContentQueryState>) => onChange({ ...state, ...patch, page: 1 });

  // The URL may change under us (back button, a link): the box follows it.
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => change({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const filtered = state.section || state.search || state.filter;
  return (
    <form
      role="search"
      aria-label={t('content.filters.label')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        change({ search });
      }}
    >
      <label className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('content.filters.section')}</span>
        <select className={fieldStyles.input} value={state.section} onChange={(event) => change({ section: event.target.value })} name="section">
          <option value="">{t('content.filters.allSections')}</option>
          {sections.map((section) => (
            <option key={section} value={section}>
              {section}
            </option>
          ))}
        </select>
      </label>
      <label className={`${fieldStyles.field} ${styles.search}`}>
        <span className={fieldStyles.label}>{t('content.filters.search')}</span>
        <input
          type="search"
          name="q"
          className={fieldStyles.input}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={hintId}
          maxLength={200}
          autoComplete="off"
        />
        <span id={hintId} className={styles.hint}>
          {t('content.filters.searchHint')}
        </span>
      </label>
      <label className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('content.filters.show')}</span>
        <select
          className={fieldStyles.input}
          value={state.filter}
          onChange={(event) => change({ filter: event.target.value as ContentFilterParam | '' })}
          name="filter"
        >
          <option value="">{t('content.filters.all')}</option>
          {filterOptions.map((filter) => (
            <option key={filter} value={filter}>
              {t(`content.filters.${filter}`)}
            </option>
          ))}
        </select>
      </label>
      {filtered && (
        <Button variant="ghost" size="sm" className={styles.clear} onClick={() => onChange({ section: '', search: '', filter: '', page: 1 })}>
          {t('content.filters.clear')}
        </Button>
      )}
    </form>
  );
}
