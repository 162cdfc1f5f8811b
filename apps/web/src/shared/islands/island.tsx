import { createContext, useContext, useId, type ReactElement } from 'react';
import * as styles from './island.css';

/**
 * The islands there are, by name: app/islands/islands.ts declares each (what it shows, its texts,
 * when it hydrates) and adds its name here, so `<Island name>` takes only a declared one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app's declaration merging
export interface IslandRegistry {}

export type IslandName = IslandRegistry extends { name: infer Name extends string } ? Name : never;

/** One island of a page: which, and the props it was rendered with. */
export interface IslandInstance {
  name: IslandName;
  props: Record<string, unknown>;
}

/** A page's islands by id, gathered while the server renders a page served with islands. */
export type IslandCollector = Map<string, IslandInstance>;

/** Present only while the server renders a page served with islands. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Whether the page is rendered on the server to be served with islands (not by the application). */
export const useServedWithIslands = (): boolean => useContext(IslandCollectorContext) !== null;

/**
 * Marks an interactive part of a public page. Served with islands, the server wraps it in an
 * element the browser hydrates on its own (app/islands/hydrate-islands.tsx) with the same props, which must
 * therefore be plain data; rendered by the application (the portal's router), it is the child alone.
 * `hidden`: its markup comes hidden, for the browser to show to the visitors it is for.
 */
export function Island({ name, hidden, children }: { name: IslandName; hidden?: boolean; children: ReactElement<Record<string, unknown>> }) {
  const collector = useContext(IslandCollectorContext);
  const id = useId();
  if (!collector) return children;
  collector.set(id, { name, props: children.props });
  return (
    <div data-island={id} className={styles.island} hidden={hidden}>
      {children}
    </div>
  );
}
