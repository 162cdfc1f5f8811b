import type { ContentRevisionsQuery } from '@mmt/graphql';

export type Revision = ContentRevisionsQuery['contentRevisions']['edges'][number]['node'];

/** One state of an entry the admin can go back to. */
export interface Version {
  version: number;
  valueEs: string;
  valueEn: string;
  /** The save that produced it; null for the state before the first save. */
  revision: Revision | null;
  /** The languages whose text that save changed (none for the state before the first save). */
  changed: ('es' | 'en')[];
}

/**
 * The versions the saves produced (revisions newest first), and, once the whole history is
 * there, the one before the first save: the values the oldest save replaced.
 */
export function versionsOf(revisions: readonly Revision[], complete: boolean): Version[] {
  const versions: Version[] = revisions.map((revision) => ({
    version: revision.version,
    valueEs: revision.valueEs,
    valueEn: revision.valueEn,
    revision,
    changed: [revision.valueEs !== revision.previousValueEs && ('es' as const), revision.valueEn !== revision.previousValueEn && ('en' as const)].filter(
      (language) => language !== false,
    ),
  }));
  const oldest = revisions.at(-1);
  if (oldest && complete)
    versions.push({ version: oldest.version - 1, valueEs: oldest.previousValueEs, valueEn: oldest.previousValueEn, revision: null, changed: [] });
  return versions;
}
