import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs<K extends string>({ label, items, selected, onSelect }: { label: string; items: TabItem<K>[]; selected: K; onSelect: (key: K) => void }) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(items[next].key);
    refs.current.get(items[next].key)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            ref={(element) => {
              if (element) refs.current.set(item.key, element);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === selected}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={item.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => item.key === selected)
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${item.key}`}
            aria-labelledby={`${baseId}-tab-${item.key}`}
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        ))}
    </div>
  );
}
