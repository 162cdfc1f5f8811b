import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { PerRequest } from '../common/per-request.js';
import { PreparedStatement } from '../common/prepared-statement.js';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DeepPartial, type EntityManager, type Repository } from 'typeorm';
import type { Page } from '../common/relay/connection.js';
import type { UserRole } from '../common/viewer.js';
import { UserEntity } from './entities/user.entity.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `findActive`'s statement, built once from the entity's columns (they are the same in every app of the process). */
let findActiveStatement: PreparedStatement | undefined;

/** Which accounts a listing shows: words in the name, e-mail or tax id; active or deactivated ones only. */
export interface UsersFilter {
  search?: string;
  active?: boolean;
}

/**
 * Everyone's account (the `users` table): the other domains read and write accounts only through
 * here. Methods that take an `EntityManager` run in the caller's transaction when it is given.
 */
@Injectable()
export class UsersService {
  private readonly loaders = new PerRequest(() => ({
    user: new DataLoader<string, UserEntity | null>(async (ids) => {
      const rows = await this.users
        .createQueryBuilder('u')
        .where('u.id = ANY(:ids)', { ids: [...ids] })
        .getMany();
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  }));

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repository(manager).findOneBy({ email: email.trim().toLowerCase() });
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repository(manager).findOneBy({ id });
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  loadUser(request: object, id: string): Promise<UserEntity | null> {
    return this.loaders.for(request).user.load(id);
  }

  /** A user who must exist (their id comes from a row that names them), read in the caller's transaction when given one. */
  userById(id: string, manager?: EntityManager): Promise<UserEntity> {
    return this.repository(manager).findOneByOrFail({ id });
  }

  /** The admins who are not deactivated, by e-mail: whom the office's e-mails go to. */
  activeAdmins(manager?: EntityManager): Promise<UserEntity[]> {
    return this.repository(manager).find({ where: { role: 'admin', deactivatedAt: IsNull() }, order: { email: 'ASC' } });
  }

  /** These people (those that exist), by name as the database sorts names; in the caller's transaction when given one. */
  findByIds(ids: readonly string[], manager?: EntityManager): Promise<UserEntity[]> {
    return ids.length ? this.repository(manager).find({ where: { id: In([...new Set(ids)]) }, order: { name: 'ASC', id: 'ASC' } }) : Promise.resolve([]);
  }

  /** Of these ids, the active technicians, by name; in the caller's transaction when given one. */
  activeTechnicians(ids: readonly string[], manager?: EntityManager): Promise<UserEntity[]> {
    return ids.length
      ? this.repository(manager).find({ where: { id: In([...ids]), role: 'technician', deactivatedAt: IsNull() }, order: { name: 'ASC', id: 'ASC' } })
      : Promise.resolve([]);
  }

  /**
   * An account that may sign in (not deactivated), as a prepared statement built once from the
   * entity's columns: it runs on every signed-in request, where a query builder cost a sixth of the
   * request and planning the statement again on every run cost more than running it.
   */
  async findActive(id: string): Promise<UserEntity | null> {
    findActiveStatement ??= new PreparedStatement(
      'users-find-active',
      `SELECT ${this.users.metadata.columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`).join(', ')}
        FROM users WHERE id = $1 AND deactivated_at IS NULL`,
    );
    const [row] = await findActiveStatement.run<Partial<UserEntity>[]>(this.users, [id]);
    return row ? Object.assign(new UserEntity(), row) : null;
  }

  /** The accounts of these roles, by name; the words are folded by the database the same way as the columns (accents, case). */
  list(page: Page, { search, active }: UsersFilter, roles: readonly UserRole[]): Promise<[UserEntity[], number]> {
    const query = this.users.createQueryBuilder('u').where('u.role = ANY(:roles)', { roles });
    if (search) {
      const contains = `LIKE '%' || fold_search(:search) || '%' ESCAPE '\\'`;
      query.andWhere(`(fold_search(u.name) ${contains} OR u.email ${contains} OR fold_search(coalesce(u.tax_id, '')) ${contains})`, {
        search: escapeLike(search),
      });
    }
    if (active !== undefined) query.andWhere(active ? 'u.deactivated_at IS NULL' : 'u.deactivated_at IS NOT NULL');
    return query.orderBy('u.name', 'ASC').addOrderBy('u.id', 'ASC').skip(page.offset).take(page.limit).getManyAndCount();
  }

  /** The account of this id when its role is one of these; null otherwise. */
  findWithRole(id: string, roles: readonly UserRole[], manager?: EntityManager): Promise<UserEntity | null> {
    return this.repository(manager).findOneBy({ id, role: In([...roles]) });
  }

  /** Whether an account has this (lower-cased) address. */
  emailTaken(email: string, manager?: EntityManager): Promise<boolean> {
    return this.repository(manager).existsBy({ email });
  }

  /** Whether any account has this role (any admin: the site is set up). */
  roleExists(role: UserRole, manager?: EntityManager): Promise<boolean> {
    return this.repository(manager).existsBy({ role });
  }

  /** Of these addresses, those that have an account. */
  async existingEmails(emails: readonly string[]): Promise<string[]> {
    const rows: { email: string }[] = await this.users.query('SELECT email FROM users WHERE email = ANY($1)', [[...emails]]);
    return rows.map((row) => row.email);
  }

  /** A new account. */
  create(fields: DeepPartial<UserEntity>, manager?: EntityManager): Promise<UserEntity> {
    const users = this.repository(manager);
    return users.save(users.create(fields));
  }

  /** Writes an account's changed fields (its `updatedAt` moves on). */
  save(user: UserEntity, manager?: EntityManager): Promise<UserEntity> {
    return this.repository(manager).save(user);
  }

  /** Sets these columns of one account. */
  async update(id: string, changes: Pick<Partial<UserEntity>, 'passwordHash' | 'deactivatedAt'>, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id }, changes);
  }

  /**
   * How many active admins who have set a password there are besides this one (who could still sign
   * in without them). The active admins' rows stay locked until the caller's transaction ends: two
   * admins deactivating each other at once, the second waits here, then counts without the first.
   */
  async otherActiveAdmins(userId: string, manager: EntityManager): Promise<number> {
    await manager.query(`SELECT id FROM users WHERE role = 'admin' AND deactivated_at IS NULL FOR UPDATE`);
    const [{ others }]: { others: number }[] = await manager.query(
      `SELECT count(*)::int AS others FROM users WHERE role = 'admin' AND deactivated_at IS NULL AND password_hash IS NOT NULL AND id <> $1`,
      [userId],
    );
    return others;
  }

  private repository(manager?: EntityManager): Repository<UserEntity> {
    return manager ? manager.getRepository(UserEntity) : this.users;
  }
}
