import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Viewer } from '../common/viewer.js';
import { badUserInput, conflict, notFound } from '../common/errors/graphql-errors.js';
import type { Page } from '../common/relay/connection.js';
import { UsersService } from '../users/users.service.js';
import { markupErrors } from './content-markup.js';
import { foldSql, searchPattern } from './content-search.js';
import { ContentFilter } from './dto/contents.args.js';
import { ContentEntryEntity } from './entities/content-entry.entity.js';
import { ContentRevisionEntity } from './entities/content-revision.entity.js';

export interface ContentQuery {
  section?: string;
  search?: string;
  filter?: ContentFilter;
}

export interface ContentValues {
  valueEs: string;
  valueEn: string;
}

/** A revision with its editor's name and e-mail (null once the account is gone). */
export interface RevisionWithEditor {
  revision: ContentRevisionEntity;
  editor: { name: string; email: string } | null;
}

export const CONTENT_NOT_FOUND = 'Content item not found';

/**
 * The content entries: listing for the admin, and saves that never lose an update (each save
 * names the version it started from) and leave a revision behind. Caches of the public texts
 * learn of every save through the database's NOTIFY and the mutation hook (PublicDataChanges).
 */
@Injectable()
export class ContentService {
  constructor(
    @InjectRepository(ContentEntryEntity) private readonly entries: Repository<ContentEntryEntity>,
    @InjectRepository(ContentRevisionEntity) private readonly revisions: Repository<ContentRevisionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  list(page: Page, { section, search, filter }: ContentQuery): Promise<[ContentEntryEntity[], number]> {
    const query = this.entries.createQueryBuilder('c');
    query.where(filter === ContentFilter.RETIRED ? 'c.retired_at IS NOT NULL' : 'c.retired_at IS NULL');
    if (filter === ContentFilter.MISSING) query.andWhere(`(c.value_es = '' OR c.value_en = '')`);
    if (filter === ContentFilter.OUTDATED) query.andWhere('c.es_updated_at <> c.en_updated_at');
    if (section) query.andWhere('c.section = :section', { section });
    if (search) {
      query.andWhere(`${foldSql(`c.key || ' ' || c.value_es || ' ' || c.value_en`)} LIKE :pattern ESCAPE '\\'`, { pattern: searchPattern(search) });
    }
    return query.orderBy('c.section', 'ASC').addOrderBy('c.key', 'ASC').addOrderBy('c.id', 'ASC').skip(page.offset).take(page.limit).getManyAndCount();
  }

  /** Every section that has entries, retired ones included, in order. */
  async sections(): Promise<string[]> {
    const rows: { section: string }[] = await this.entries.query('SELECT DISTINCT section FROM content_entries ORDER BY section');
    return rows.map((row) => row.section);
  }

  findById(id: number): Promise<ContentEntryEntity | null> {
    return this.entries.findOneBy({ id });
  }

  /**
   * Saves both values if the entry is still at `expectedVersion`: NOT_FOUND ('Content item not
   * found'), CONFLICT with the current values when someone saved in between, BAD_USER_INPUT when
   * a value lost or gained a placeholder or tag.
   */
  save(id: number, expectedVersion: number, values: ContentValues, editor: Viewer): Promise<ContentEntryEntity> {
    return this.dataSource.transaction((manager) => this.saveIn(manager, id, expectedVersion, values, editor, null));
  }

  /** Saves the values the entry had at `restoreVersion` again: a new save, with its own revision. */
  restore(id: number, expectedVersion: number, restoreVersion: number, editor: Viewer): Promise<ContentEntryEntity> {
    return this.dataSource.transaction(async (manager) => {
      const source = await manager.findOne(ContentRevisionEntity, {
        where: [
          { contentId: id, version: restoreVersion },
          { contentId: id, version: restoreVersion + 1 },
        ],
        order: { version: 'ASC' },
      });
      if (!source) {
        if (!(await manager.existsBy(ContentEntryEntity, { id }))) throw notFound(CONTENT_NOT_FOUND);
        throw notFound('Content version not found');
      }
      // A revision holds the values it saved (its version) and those it replaced (the version before).
      const values =
        source.version === restoreVersion
          ? { valueEs: source.valueEs, valueEn: source.valueEn }
          : { valueEs: source.previousValueEs, valueEn: source.previousValueEn };
      return this.saveIn(manager, id, expectedVersion, values, editor, restoreVersion);
    });
  }

  /** The saves of an entry, newest first, with who made them. */
  async revisionsOf(contentId: number, page: Page): Promise<[RevisionWithEditor[], number]> {
    const [revisions, total] = await this.revisions.findAndCount({ where: { contentId }, order: { id: 'DESC' }, skip: page.offset, take: page.limit });
    const editorIds = [...new Set(revisions.map((r) => r.editedBy).filter((id): id is string => id !== null))];
    const users = await this.users.findByIds(editorIds);
    const byId = new Map(users.map((user) => [user.id, { name: user.name, email: user.email }]));
    return [revisions.map((revision) => ({ revision, editor: (revision.editedBy && byId.get(revision.editedBy)) || null })), total];
  }

  private async saveIn(
    manager: EntityManager,
    id: number,
    expectedVersion: number,
    values: ContentValues,
    editor: Viewer,
    restoredVersion: number | null,
  ): Promise<ContentEntryEntity> {
    const current = await manager.findOneBy(ContentEntryEntity, { id });
    if (!current) throw notFound(CONTENT_NOT_FOUND);
    if (current.version !== expectedVersion) throw await this.conflictWith(manager, current);
    const invalid = [...markupErrors('valueEs', values.valueEs, current.defaultEs), ...markupErrors('valueEn', values.valueEn, current.defaultEn)];
    if (invalid.length) throw badUserInput(invalid);

    if (values.valueEs === current.valueEs && values.valueEn === current.valueEn) return this.keepUnchanged(manager, current);

    const { touchEs, touchEn } = languagesTouched(current, values);
    const result = await manager
      .createQueryBuilder()
      .update(ContentEntryEntity)
      .set({
        valueEs: values.valueEs,
        valueEn: values.valueEn,
        esUpdatedAt: () => (touchEs ? 'now()' : 'es_updated_at'),
        enUpdatedAt: () => (touchEn ? 'now()' : 'en_updated_at'),
      })
      .where('id = :id AND version = :version', { id, version: expectedVersion })
      .execute();
    if (result.affected === 0) {
      // Someone saved (or the entry went) between our read and our write: tell which.
      const now = await manager.findOneBy(ContentEntryEntity, { id });
      throw now ? await this.conflictWith(manager, now) : notFound(CONTENT_NOT_FOUND);
    }
    const saved = await manager.findOneByOrFail(ContentEntryEntity, { id });
    await manager.insert(ContentRevisionEntity, {
      contentId: id,
      version: saved.version,
      previousValueEs: current.valueEs,
      previousValueEn: current.valueEn,
      valueEs: saved.valueEs,
      valueEn: saved.valueEn,
      editedBy: editor.id,
      restoredVersion,
    });
    return saved;
  }

  /**
   * A save that changes neither value is no new version and leaves no revision. It still confirms
   * both languages, so a translation marked outdated that the admin saved as it is stops being.
   */
  private async keepUnchanged(manager: EntityManager, current: ContentEntryEntity): Promise<ContentEntryEntity> {
    if (current.esUpdatedAt.getTime() === current.enUpdatedAt.getTime()) return current;
    // Plain SQL: TypeORM's update would count a new version.
    await manager.query('UPDATE content_entries SET es_updated_at = now(), en_updated_at = now() WHERE id = $1', [current.id]);
    return manager.findOneByOrFail(ContentEntryEntity, { id: current.id });
  }

  /** CONFLICT carrying the entry as it is now, and who saved it last, for the admin to compare with their draft. */
  private async conflictWith(manager: EntityManager, current: ContentEntryEntity) {
    const last = await manager.findOne(ContentRevisionEntity, { where: { contentId: current.id }, order: { id: 'DESC' } });
    const editor = last?.editedBy ? await this.users.findById(last.editedBy, manager) : null;
    return conflict('Someone else saved this text in the meantime', {
      current: {
        version: current.version,
        valueEs: current.valueEs,
        valueEn: current.valueEn,
        updatedAt: current.updatedAt.toISOString(),
        editedBy: editor ? editor.name || editor.email : null,
      },
    });
  }
}

/**
 * Which languages a save that changes a value marks as changed now. A language whose value
 * changed is; so is the other when this save brings the two in step again (it changed the one
 * that was behind). So "one language changed after the other" keeps meaning "the other may be an
 * outdated translation".
 */
export function languagesTouched(
  current: Pick<ContentEntryEntity, 'valueEs' | 'valueEn' | 'esUpdatedAt' | 'enUpdatedAt'>,
  values: ContentValues,
): { touchEs: boolean; touchEn: boolean } {
  const changedEs = values.valueEs !== current.valueEs;
  const changedEn = values.valueEn !== current.valueEn;
  const esBehind = current.esUpdatedAt < current.enUpdatedAt;
  const enBehind = current.enUpdatedAt < current.esUpdatedAt;
  return { touchEs: changedEs || enBehind, touchEn: changedEn || esBehind };
}
