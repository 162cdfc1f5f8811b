import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Viewer } from '../common/viewer.js';
import type { Page } from '../common/relay/connection.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { BoatEntity } from './entities/boat.entity.js';
import { ReadingPeriod, VitalSign, type ReadingOrigin, type ReadingSeriesValues, type VitalSignValues } from './models/boat.model.js';
import type { Metric } from '../telemetry/metrics.js';
import { intLocalId, localId } from '../common/relay/global-id.js';
import { ownerScope } from '../common/portal-access.js';
import { PerRequest } from '../common/per-request.js';
import type { BoatFieldsInput } from './dto/boat.input.js';
import { isUUID } from 'class-validator';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';

type Reading = VitalSignValues & { boatId: number };

/** Where buckets start: a month's days begin at midnight in Palma (winter time: an hour off in summer). */
const BIN_ORIGIN = '2000-01-01 00:00+01';

/** Length of each window and the buckets a chart of it draws (96, 168 and 30 of them). */
const PERIODS: Record<ReadingPeriod, { window: string; bucket: string }> = {
  [ReadingPeriod.DAY]: { window: '24 hours', bucket: '15 minutes' },
  [ReadingPeriod.WEEK]: { window: '7 days', bucket: '1 hour' },
  [ReadingPeriod.MONTH]: { window: '30 days', bucket: '1 day' },
};

interface BoatLoaders {
  boat: DataLoader<number, BoatEntity | null>;
  latestReading: DataLoader<number, Reading | null>;
  readingSeries: Map<ReadingPeriod, DataLoader<number, ReadingSeriesValues[]>>;
}

@Injectable()
export class BoatsService {
  private readonly loaders = new PerRequest<BoatLoaders>(() => ({
    boat: new DataLoader((ids) => this.boatsByIds(ids)),
    latestReading: new DataLoader((ids) => this.latestReadings(ids)),
    readingSeries: new Map(),
  }));

  constructor(
    @InjectRepository(BoatEntity) private readonly boats: Repository<BoatEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const owner: unknown[] =
      ownerId && isUUID(ownerId) ? await this.dataSource.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'customer'`, [ownerId]) : [];
    if (owner.length === 0) throw badUserInput([{ field: 'ownerId', code: 'unknownClient', message: 'Unknown client' }]);
    return this.boats.save(this.boats.create({ ...boatColumns(fields), ownerId: ownerId!, imageUrl: null }));
  }

  /** Changes a boat's details (admins). */
  async update(globalId: string, fields: BoatFieldsInput): Promise<BoatEntity> {
    const id = intLocalId(globalId, 'Boat');
    const boat = id === null ? null : await this.boats.findOneBy({ id });
    if (!boat) throw notFound('Boat not found');
    return this.boats.save(Object.assign(boat, boatColumns(fields)));
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  /** A boat's owner, read in the caller's transaction. */
  async ownerOf(manager: EntityManager, boatId: number): Promise<UserEntity> {
    const boat = await manager.getRepository(BoatEntity).findOneByOrFail({ id: boatId });
    return manager.getRepository(UserEntity).findOneByOrFail({ id: boat.ownerId });
  }

  /** An owner's boats, for what is made for the owner alone (their calendar link). */
  ofOwner(ownerId: string): Promise<BoatEntity[]> {
    return this.boats.find({ where: { ownerId }, order: { id: 'ASC' } });
  }

  loadBoat(request: object, id: number): Promise<BoatEntity | null> {
    return this.loaders.for(request).boat.load(id);
  }

  loadLatestReading(request: object, boatId: number): Promise<Reading | null> {
    return this.loaders.for(request).latestReading.load(boatId);
  }

  loadReadingSeries(request: object, boatId: number, period: ReadingPeriod): Promise<ReadingSeriesValues[]> {
    const byPeriod = this.loaders.for(request).readingSeries;
    let loader = byPeriod.get(period);
    if (!loader) {
      loader = new DataLoader((ids) => this.readingSeriesFor(ids, period));
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

  /**
   * Each boat's latest value of each vital sign (they may come at different times: a battery
   * monitor and a cabin sensor report apart), stamped with the newest of them. One index probe per
   * boat and metric, however long the history.
   */
  private async latestReadings(boatIds: readonly number[]): Promise<(Reading | null)[]> {
    const rows: RawReading[] = await this.dataSource.query(
      `SELECT latest.*, d.name AS device_name FROM (
         SELECT b.id AS boat_id, max(r.recorded_at) AS recorded_at,
                max(r.value) FILTER (WHERE m.metric = 'battery_percent') AS battery_percent,
                max(r.value) FILTER (WHERE m.metric = 'temperature_celsius') AS temperature_celsius,
                max(r.value) FILTER (WHERE m.metric = 'humidity_percent') AS humidity_percent,
                (array_agg(r.origin ORDER BY r.recorded_at DESC))[1] AS origin,
                (array_agg(r.device_token_id ORDER BY r.recorded_at DESC))[1] AS device_token_id
           FROM unnest($1::int[]) b (id)
          CROSS JOIN unnest($2::text[]) m (metric)
          CROSS JOIN LATERAL (
                SELECT recorded_at, value, origin, device_token_id FROM telemetry_readings t
                 WHERE t.boat_id = b.id AND t.metric = m.metric
                 ORDER BY recorded_at DESC LIMIT 1) r
          GROUP BY b.id) latest
       LEFT JOIN device_tokens d ON d.id = latest.device_token_id`,
      [[...boatIds], VITAL_METRICS],
    );
    const byBoat = new Map(rows.map((row) => [row.boat_id, toReading(row)]));
    return boatIds.map((id) => byBoat.get(id) ?? null);
  }

  /**
   * Each vital sign a boat reported in the window: its buckets (mean weighted by readings, and
   * extremes) from the quarter-hour rollups the ingest keeps (telemetry_rollups), binned again with
   * date_bin; the window's extremes from the same rollups' (so a longer window's minimum is never
   * above a shorter one's), and its newest reading itself.
   */
  private async readingSeriesFor(boatIds: readonly number[], period: ReadingPeriod): Promise<ReadingSeriesValues[][]> {
    const { window, bucket } = PERIODS[period];
    const [buckets, lasts]: [RawBucket[], RawLast[]] = await Promise.all([
      this.dataSource.query(
        `SELECT boat_id, metric, date_bin($2::interval, bucket, timestamptz '${BIN_ORIGIN}') AS start,
                sum(total) / sum(readings) AS mean, min(minimum) AS minimum, max(maximum) AS maximum
           FROM telemetry_rollups
          WHERE boat_id = ANY($1) AND metric = ANY($4::text[]) AND bucket > now() - $3::interval
          GROUP BY boat_id, metric, 3
          ORDER BY boat_id, metric, 3`,
        [[...boatIds], bucket, window, VITAL_METRICS],
      ),
      this.dataSource.query(
        `SELECT b.id AS boat_id, m.metric, r.value, r.recorded_at
           FROM unnest($1::int[]) b (id)
          CROSS JOIN unnest($2::text[]) m (metric)
          CROSS JOIN LATERAL (
                SELECT value, recorded_at FROM telemetry_readings t
                 WHERE t.boat_id = b.id AND t.metric = m.metric AND t.recorded_at > now() - $3::interval
                 ORDER BY recorded_at DESC LIMIT 1) r`,
        [[...boatIds], VITAL_METRICS, window],
      ),
    ]);
    return boatIds.map((boatId) =>
      VITAL_METRICS.flatMap((metric) => {
        const own = buckets.filter((row) => row.boat_id === boatId && row.metric === metric);
        const last = lasts.find((row) => row.boat_id === boatId && row.metric === metric);
        if (own.length === 0 || !last) return [];
        return [
          {
            vitalSign: metric.toUpperCase() as VitalSign,
            minimum: Math.min(...own.map((row) => row.minimum)),
            maximum: Math.max(...own.map((row) => row.maximum)),
            last: last.value,
            lastRecordedAt: last.recorded_at,
            buckets: own.map((row) => ({ start: row.start, mean: row.mean, minimum: row.minimum, maximum: row.maximum })),
          },
        ];
      }),
    );
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

/** The readings the portal shows (telemetry/metrics.ts has them all). */
const VITAL_METRICS: Metric[] = ['battery_percent', 'temperature_celsius', 'humidity_percent'];
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

interface RawBucket {
  boat_id: number;
  metric: Metric;
  start: Date;
  mean: number;
  minimum: number;
  maximum: number;
}

interface RawLast {
  boat_id: number;
  metric: Metric;
  value: number;
  recorded_at: Date;
}

interface RawReading {
  boat_id: number;
  recorded_at: Date;
  battery_percent: number | null;
  temperature_celsius: number | null;
  humidity_percent: number | null;
  origin: 'device' | 'demo' | null;
  device_name: string | null;
}

function toReading(row: RawReading): Reading {
  return {
    boatId: row.boat_id,
    recordedAt: row.recorded_at,
    batteryPercent: row.battery_percent,
    temperatureCelsius: row.temperature_celsius,
    humidityPercent: row.humidity_percent,
    origin: row.origin && (row.origin.toUpperCase() as ReadingOrigin),
    deviceName: row.device_name,
  };
}
