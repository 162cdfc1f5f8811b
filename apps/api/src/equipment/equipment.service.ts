import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import { dayInPalma } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { badUserInput, notFound } from '../common/errors/graphql-errors.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { JobsService } from '../jobs/jobs.service.js';
import { intLocalId, toGlobalId } from '../common/relay/global-id.js';
import type { CompleteInstallationJobInput, EquipmentFieldsInput } from './dto/equipment.input.js';
import { BoatEquipmentEntity } from './entities/boat-equipment.entity.js';
import { HOUR_METERED } from './models/equipment.model.js';

/** Runs in the transaction that added a piece of equipment (the maintenance plan adds its default tasks). */
export type EquipmentAddedListener = (manager: EntityManager, equipment: BoatEquipmentEntity) => Promise<void>;

@Injectable()
export class EquipmentService {
  private readonly loaders = new PerRequest(() => new DataLoader((boatIds: readonly number[]) => this.equipmentOf(boatIds)));
  private readonly addedListeners: EquipmentAddedListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boats: BoatsService,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  /** Today in Palma: the day warranties are judged on. */
  today(): string {
    return dayInPalma(new Date(this.clock.now()));
  }

  onAdded(listener: EquipmentAddedListener): void {
    this.addedListeners.push(listener);
  }

  /** A boat's equipment, in service first, then by category and brand; retired ones too (the viewer may read the boat). */
  loadForBoat(request: object, boatId: number): Promise<BoatEquipmentEntity[]> {
    return this.loaders.for(request).load(boatId);
  }

  /** One piece of equipment when the viewer may read its boat. */
  async findVisible(viewer: Viewer, id: number): Promise<BoatEquipmentEntity | null> {
    const equipment = await this.dataSource.getRepository(BoatEquipmentEntity).findOneBy({ id });
    return equipment && (await this.boats.findVisible(viewer, equipment.boatId)) ? equipment : null;
  }

  /** Adds equipment to a boat (admins), in the caller's transaction when given (an installation job's completion). */
  async add(
    viewer: Viewer,
    boatGlobalId: string,
    fields: EquipmentFieldsInput,
    options: { manager?: EntityManager; jobId?: number } = {},
  ): Promise<BoatEquipmentEntity> {
    const boatId = intLocalId(boatGlobalId, 'Boat');
    const boat = boatId === null ? null : await this.boats.findVisible(viewer, boatId);
    if (!boat) throw badUserInput([{ field: 'boatId', code: 'unknownBoat', message: 'Unknown boat' }]);
    const write = async (manager: EntityManager) => {
      await checkSignalKId(manager, boat.id, null, fields);
      const repository = manager.getRepository(BoatEquipmentEntity);
      const equipment = await repository.save(
        repository.create({ ...toColumns(fields), boatId: boat.id, installedByJobId: options.jobId ?? null, retiredAt: null }),
      );
      for (const listener of this.addedListeners) await listener(manager, equipment);
      return equipment;
    };
    return options.manager ? write(options.manager) : this.dataSource.transaction(write);
  }

  /** Completes an installation job and adds what was installed to its boat, in one transaction (admins). */
  async completeInstallation(viewer: Viewer, input: CompleteInstallationJobInput): Promise<BoatEquipmentEntity[]> {
    const added: BoatEquipmentEntity[] = [];
    await this.jobs.updateStatus(viewer, input.jobId, 'COMPLETED', input.note, async (manager, job) => {
      for (const fields of input.equipment) added.push(await this.add(viewer, toGlobalId('Boat', job.boatId), fields, { manager, jobId: job.id }));
    });
    return added;
  }

  /** Changes its details (admins); retired equipment keeps its history and may still be corrected. */
  async update(globalId: string, fields: EquipmentFieldsInput): Promise<BoatEquipmentEntity> {
    const equipment = await this.byGlobalId(globalId);
    await checkSignalKId(this.dataSource.manager, equipment.boatId, equipment, fields);
    return this.dataSource.getRepository(BoatEquipmentEntity).save(Object.assign(equipment, toColumns(fields)));
  }

  /** Takes it off the boat (admins): kept, with when; retiring twice keeps the first time. */
  async retire(globalId: string): Promise<BoatEquipmentEntity> {
    const equipment = await this.byGlobalId(globalId);
    await this.dataSource.query('UPDATE boat_equipment SET retired_at = coalesce(retired_at, $2), updated_at = now() WHERE id = $1', [
      equipment.id,
      new Date(this.clock.now()),
    ]);
    return this.dataSource.getRepository(BoatEquipmentEntity).findOneByOrFail({ id: equipment.id });
  }

  private async byGlobalId(globalId: string): Promise<BoatEquipmentEntity> {
    const id = intLocalId(globalId, 'Equipment');
    const equipment = id === null ? null : await this.dataSource.getRepository(BoatEquipmentEntity).findOneBy({ id });
    if (!equipment) throw notFound('Equipment not found');
    return equipment;
  }

  private async equipmentOf(boatIds: readonly number[]): Promise<BoatEquipmentEntity[][]> {
    const rows = await this.dataSource
      .getRepository(BoatEquipmentEntity)
      .createQueryBuilder('equipment')
      .where('equipment.boatId = ANY(:ids)', { ids: [...boatIds] })
      .orderBy('equipment.retiredAt IS NOT NULL')
      .addOrderBy('equipment.category')
      .addOrderBy('equipment.brand')
      .addOrderBy('equipment.id')
      .getMany();
    return boatIds.map((id) => rows.filter((row) => row.boatId === id));
  }

  /** These boats' equipment, retired pieces too, read with `manager` (the caller's transaction, when in one). */
  ofBoats(manager: EntityManager, boatIds: readonly number[]): Promise<BoatEquipmentEntity[]> {
    return manager
      .getRepository(BoatEquipmentEntity)
      .createQueryBuilder('equipment')
      .where('equipment.boatId = ANY(:ids)', { ids: [...boatIds] })
      .getMany();
  }
}

function toColumns(fields: EquipmentFieldsInput) {
  return {
    category: fields.category,
    brand: fields.brand,
    model: fields.model,
    serialNumber: fields.serialNumber ?? null,
    location: fields.location ?? null,
    installedOn: fields.installedOn ?? null,
    warrantyUntil: fields.warrantyUntil ?? null,
    firmwareVersion: fields.firmwareVersion ?? null,
    manualUrl: fields.manualUrl ?? null,
    notes: fields.notes ?? '',
    signalKId: fields.signalKId ?? null,
  };
}

/**
 * A Signal K id only on an engine or generator, and not another's on the same boat while both are
 * on board (telemetry routes its runTime by it; the unique index is the last word on a race).
 */
async function checkSignalKId(manager: EntityManager, boatId: number, equipment: BoatEquipmentEntity | null, fields: EquipmentFieldsInput): Promise<void> {
  if (!fields.signalKId) return;
  if (!HOUR_METERED.includes(fields.category)) {
    throw badUserInput([{ field: 'signalKId', code: 'notHourMetered', message: 'Only an engine or a generator has a Signal K id (propulsion.<id>)' }]);
  }
  if (equipment?.retiredAt) return;
  const [taken]: unknown[] = await manager.query('SELECT 1 FROM boat_equipment WHERE boat_id = $1 AND signal_k_id = $2 AND retired_at IS NULL AND id <> $3', [
    boatId,
    fields.signalKId,
    equipment?.id ?? 0,
  ]);
  if (taken) throw badUserInput([{ field: 'signalKId', code: 'signalKIdTaken', message: `Another engine of this boat is propulsion.${fields.signalKId}` }]);
}
