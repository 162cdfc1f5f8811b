import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Viewer } from '../common/viewer.js';
import type { Page } from '../common/relay/connection.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { BoatEntity } from './entities/boat.entity.js';
import type { ReadingPeriod, ReadingSeriesValues } from './models/boat.model.js';
import { BoatReadings, type LatestReading } from './boat-readings.js';
import { UsersService } from '../users/users.service.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import { ownerScope } from '../common/portal-access.js';
import { PerRequest } from '../common/per-request.js';
import type { BoatFieldsInput } from './dto/boat.input.js';
import { isUUID } from 'class-validator';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';

interface BoatLoaders {
  boat: DataLoader<number, BoatEntity | null>;
  latestReading: DataLoader<number, LatestReading | null>;
  readingSeries: Map<ReadingPeriod, DataLoader<number, ReadingSeriesValues[]>>;
}

@Injectable()
export class BoatsService {
  private readonly loaders = new PerRequest<BoatLoaders>(() => ({
    boat: new DataLoader((ids) => this.boatsByIds(ids)),
    latestReading: new DataLoader((ids) => this.readings.latest(ids)),
    readingSeries: new Map(),
  }));

  constructor(
    @InjectRepository(BoatEntity) private readonly boats: Repository<BoatEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly readings: BoatReadings,
  ) {}

  /**
   * The boats the viewer may see, by name; optionally one owner's (a customer asking for another's
   * gets none). One statement, the total counted alongside the page (TypeORM's findAndCount cost
   * more CPU than the query itself on the portal's hottest list).
   */
  async list(viewer: Viewer, page: Page, ownerId?: string): Promise<[BoatEntity[], number]> {
    const scope = ownerScope(viewer);
    if (scope && ownerId && scope !== ownerId) return [[], 0];
    const owner = scope ?? ownerId;
    const where = owner ? 'WHERE owner_id = $3' : '';
    const parameters = owner ? [page.limit, page.offset, owner] : [page.limit, page.offset];
    const rows: (RawBoat & { total: string })[] = await this.dataSource.query(
      `SELECT ${BOAT_COLUMNS}, count(*) OVER () AS total FROM boats ${where} ORDER BY name ASC, id ASC LIMIT $1 OFFSET $2`,
      parameters,
    );
    if (rows.length > 0) return [rows.map(toBoat), Number(rows[0].total)];
    // Past the last page the window counts nothing: ask for the total itself.
    const [{ total }]: { total: string }[] = await this.dataSource.query(
      `SELECT count(*) AS total FROM boats ${owner ? 'WHERE owner_id = $1' : ''}`,
      owner ? [owner] : [],
    );
    return [[], Number(total)];
  }

  /** One boat when the viewer may see it; null when it does not exist or belongs to someone else. */
  findVisible(viewer: Viewer, id: number): Promise<BoatEntity | null> {
    const owner = ownerScope(viewer);
    return this.boats.findOneBy(owner ? { id, ownerId: owner } : { id });
  }

  /** A new boat of a customer (admins). */
  async create(ownerGlobalId: string, fields: BoatFieldsInput): Promise<BoatEntity> {
    const ownerId = localId(ownerGlobalId, 'User');
    const owner = ownerId && isUUID(ownerId) ? await this.users.findById(ownerId) : null;
    if (owner?.role !== 'customer') throw badUserInput([{ field: 'ownerId', code: 'unknownClient', message: 'Unknown client' }]);
    return this.boats.save(this.boats.create({ ...boatColumns(fields), ownerId: ownerId!, imageUrl: null }));
  }

  /** Changes a boat's details (admins). */
  async update(globalId: string, fields: BoatFieldsInput): Promise<BoatEntity> {
    const id = intLocalId(globalId, 'Boat');
    const boat = id === null ? null : await this.boats.findOneBy({ id });
    if (!boat) throw notFound('Boat not found');
    return this.boats.save(Object.assign(boat, boatColumns(fields)));
  }

  /** A boat's owner, read in the caller's transaction. */
  async ownerOf(manager: EntityManager, boatId: number): Promise<UserEntity> {
    return (await this.withOwner(manager, boatId)).owner;
  }

  /** An owner's boats, for what is made for the owner alone (their calendar link). */
  ofOwner(ownerId: string): Promise<BoatEntity[]> {
    return this.boats.find({ where: { ownerId }, order: { id: 'ASC' } });
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  loadBoat(request: object, id: number): Promise<BoatEntity | null> {
    return this.loaders.for(request).boat.load(id);
  }

  loadLatestReading(request: object, boatId: number): Promise<LatestReading | null> {
    return this.loaders.for(request).latestReading.load(boatId);
  }

  loadReadingSeries(request: object, boatId: number, period: ReadingPeriod): Promise<ReadingSeriesValues[]> {
    const byPeriod = this.loaders.for(request).readingSeries;
    let loader = byPeriod.get(period);
    if (!loader) {
      loader = new DataLoader((ids) => this.readings.series(ids, period));
      byPeriod.set(period, loader);
    }
    return loader.load(boatId);
  }

  private async boatsByIds(ids: readonly number[]): Promise<(BoatEntity | null)[]> {
    const rows = await this.boats
      .createQueryBuilder('boat')
      .where('boat.id = ANY(:ids)', { ids: [...ids] })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** A boat and its owner, read in the caller's transaction (what is written to the owner about it). */
  async withOwner(manager: EntityManager, boatId: number): Promise<{ boat: BoatEntity; owner: UserEntity }> {
    const boat = await manager.getRepository(BoatEntity).findOneByOrFail({ id: boatId });
    return { boat, owner: await this.users.userById(boat.ownerId, manager) };
  }

  /** These owners' boats, by name. */
  ofOwners(ownerIds: readonly string[]): Promise<BoatEntity[]> {
    return this.boats
      .createQueryBuilder('boat')
      .where('boat.ownerId = ANY(:ids)', { ids: [...ownerIds] })
      .orderBy('boat.name', 'ASC')
      .addOrderBy('boat.id', 'ASC')
      .getMany();
  }

  /**
   * A boat by id, with no visibility rule (callers are admins' writes, or documents that print its
   * name), read in the caller's transaction when given one.
   */
  boatById(id: number, manager: EntityManager = this.boats.manager): Promise<BoatEntity | null> {
    return manager.getRepository(BoatEntity).findOneBy({ id });
  }

  /** These boats (those that exist), read in the caller's transaction when given one. */
  findByIds(ids: readonly number[], manager: EntityManager = this.dataSource.manager): Promise<BoatEntity[]> {
    return ids.length ? manager.getRepository(BoatEntity).findBy({ id: In([...new Set(ids)]) }) : Promise.resolve([]);
  }
}

/** The columns of a boat as the admins enter it: the berth's parts, blank ones left empty. */
function boatColumns({ berth, ...fields }: BoatFieldsInput): Partial<BoatEntity> {
  return { ...fields, berthMarina: berth?.marina || null, berthPontoon: berth?.pontoon || null, berthNumber: berth?.number || null };
}

const BOAT_COLUMNS = 'id, owner_id, name, type, length_meters, year, image_url, berth_marina, berth_pontoon, berth_number, created_at';

interface RawBoat {
  id: number;
  owner_id: string;
  name: string;
  type: string;
  length_meters: string;
  year: number;
  image_url: string | null;
  berth_marina: string | null;
  berth_pontoon: string | null;
  berth_number: string | null;
  created_at: Date;
}

function toBoat(row: RawBoat): BoatEntity {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    type: row.type,
    lengthMeters: Number(row.length_meters),
    year: row.year,
    imageUrl: row.image_url,
    berthMarina: row.berth_marina,
    berthPontoon: row.berth_pontoon,
    berthNumber: row.berth_number,
    createdAt: row.created_at,
  };
}
