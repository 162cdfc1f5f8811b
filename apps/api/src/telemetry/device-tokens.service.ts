import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource, Repository } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { intLocalId } from '../common/relay/global-id.js';
import { PrefixedSecret } from '../common/prefixed-secret.js';
import { PreparedStatement } from '../common/prepared-statement.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import type { CreateDeviceTokenInput } from './dto/device-token.input.js';
import { DeviceTokenEntity } from './entities/device-token.entity.js';

/** What a valid device token stands for. */
export interface DeviceIdentity {
  tokenId: number;
  boatId: number;
}

const deviceTokens = new PrefixedSecret('mmt_dev_');

/** authenticate()'s statement ($1 the token's hash): it runs on every telemetry request, so it is prepared (parsed and planned once per connection). */
const AUTHENTICATE = new PreparedStatement(
  'device-token-authenticate',
  `WITH t AS (SELECT id, boat_id, last_seen_at FROM device_tokens WHERE token_hash = $1 AND revoked_at IS NULL),
        seen AS (UPDATE device_tokens d SET last_seen_at = now() FROM t
                  WHERE d.id = t.id AND (t.last_seen_at IS NULL OR t.last_seen_at < now() - interval '1 minute'))
   SELECT id, boat_id FROM t`,
);

@Injectable()
export class DeviceTokensService {
  private readonly loaders = new PerRequest(() => new DataLoader((boatIds: readonly number[]) => this.tokensOfBoats(boatIds)));

  constructor(
    @InjectRepository(DeviceTokenEntity) private readonly tokens: Repository<DeviceTokenEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boats: BoatsService,
  ) {}

  /** For the boat's owner or an admin: a new token, returned in clear this once. */
  async create(viewer: Viewer, input: CreateDeviceTokenInput): Promise<{ entity: DeviceTokenEntity; token: string }> {
    const boatId = intLocalId(input.boatId, 'Boat');
    const boat = boatId === null ? null : await this.boats.findVisible(viewer, boatId);
    // The same answer for a boat that does not exist and for someone else's: nothing leaks.
    if (!boat) throw badUserInput([{ field: 'boatId', code: 'unknownBoat', message: 'Unknown boat' }]);
    const { secret: token, hash } = deviceTokens.create();
    const entity = await this.tokens.save(this.tokens.create({ boatId: boat.id, name: input.name, tokenHash: hash, createdBy: viewer.id }));
    return { entity, token };
  }

  /** Revoked at once (the next request with it gets 401); revoking twice keeps the first time. */
  async revoke(viewer: Viewer, globalId: string): Promise<DeviceTokenEntity> {
    const id = intLocalId(globalId, 'DeviceToken');
    const entity = id === null ? null : await this.findVisible(viewer, id);
    if (!entity) throw notFound('Device token not found');
    await this.dataSource.query('UPDATE device_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [entity.id]);
    return this.tokens.findOneByOrFail({ id: entity.id });
  }

  /** A token of a boat the viewer may see, or null. */
  async findVisible(viewer: Viewer, id: number): Promise<DeviceTokenEntity | null> {
    const entity = await this.tokens.findOneBy({ id });
    return entity && (await this.boats.findVisible(viewer, entity.boatId)) ? entity : null;
  }

  /** A boat's tokens, newest first (revoked ones too: the owner sees what was cut off and when). */
  loadForBoat(request: object, boatId: number): Promise<DeviceTokenEntity[]> {
    return this.loaders.for(request).load(boatId);
  }

  /**
   * The boat a bearer token writes for, or null (unknown or revoked). Notes when the device was
   * last seen in the same statement, at most once a minute, so a chatty device costs no extra writes.
   */
  async authenticate(token: string): Promise<DeviceIdentity | null> {
    const tokenHash = deviceTokens.hash(token);
    if (!tokenHash) return null;
    const rows: { id: number; boat_id: number }[] = await AUTHENTICATE.run(this.dataSource, [tokenHash]);
    return rows.length ? { tokenId: rows[0].id, boatId: rows[0].boat_id } : null;
  }

  private async tokensOfBoats(boatIds: readonly number[]): Promise<DeviceTokenEntity[][]> {
    const rows = await this.tokens
      .createQueryBuilder('token')
      .where('token.boatId = ANY(:ids)', { ids: [...boatIds] })
      .orderBy('token.createdAt', 'DESC')
      .addOrderBy('token.id', 'DESC')
      .getMany();
    return boatIds.map((id) => rows.filter((row) => row.boatId === id));
  }
}
