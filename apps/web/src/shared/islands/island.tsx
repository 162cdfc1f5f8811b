import { createContext, useContext, useId, type ReactElement } from 'react';
import type { IslandInstance, IslandName } from './island-catalog';
import * as styles from './island.css';

/** A page's islands by id, gathered while the server renders a page served with islands. */
export type IslandCollector = Map<string, IslandInstance>;

/** Present only while the server renders a page served with islands. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * Marks an interactive part of a public page. Served with islands, the server wraps it in an
 * element the browser hydrates on its own (app/islands/hydrate-islands.tsx) with the same props, which must
 * therefore be plain data; rendered by the application (the portal's router), it is the child alone.
 */
export function Island({ name, children }: { name: IslandName; children: ReactElement<Record<string, unknown>> }) {
  const collector = useContext(IslandCollectorContext);
  const id = useId();
  if (!collector) return children;
  collector.set(id, { name, props: children.props });
  return (
    <div data-island={id} className={styles.island}>
      {children}
    </div>
  );
}
