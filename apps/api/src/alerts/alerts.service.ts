import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import type { BoatEntity } from '../boats/entities/boat.entity.js';
import type { Viewer } from '../common/viewer.js';
import { PerRequest } from '../common/per-request.js';
import type { TelemetryReading } from '../telemetry/metrics.js';
import { AlertMail } from './alert-mail.js';
import { evaluateReadings, raiseSilentBoats, type AlertChange } from './alert-evaluation.js';
import { BoatAlertEntity } from './entities/boat-alert.entity.js';
import { ReportingBoats } from './reporting-boats.js';

@Injectable()
export class AlertsService {
  private readonly loaders = new PerRequest(() => ({
    openAlerts: new DataLoader((boatIds: readonly number[]) => this.openAlertsOf(boatIds)),
    boatsInAlert: new DataLoader((ownerIds: readonly string[]) => this.boatsInAlertOf(ownerIds)),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BoatAlertEntity) private readonly alerts: Repository<BoatAlertEntity>,
    private readonly mail: AlertMail,
    private readonly boats: BoatsService,
    private readonly reporting: ReportingBoats,
  ) {}

  /** In the readings' transaction: their alerts raised or cleared, with the owner told. */
  async onReadings(manager: EntityManager, boatId: number, readings: readonly TelemetryReading[]): Promise<AlertChange[]> {
    const changes = await evaluateReadings(manager, boatId, readings);
    await this.notify(manager, changes);
    return changes;
  }

  /** NO_DATA for boats whose device went silent. */
  async sweepSilentBoats(now = new Date()): Promise<AlertChange[]> {
    return this.dataSource.transaction(async (manager) => {
      const changes = await raiseSilentBoats(manager, await this.reporting.withDevice(manager), now);
      await this.notify(manager, changes);
      return changes;
    });
  }

  /** One alert, open or cleared, when the viewer may read its boat. */
  async findVisible(viewer: Viewer, id: number): Promise<BoatAlertEntity | null> {
    const alert = await this.alerts.findOneBy({ id });
    return alert && (await this.boats.findVisible(viewer, alert.boatId)) ? alert : null;
  }

  loadOpen(request: object, boatId: number): Promise<BoatAlertEntity[]> {
    return this.loaders.for(request).openAlerts.load(boatId);
  }

  /** An owner's boats with an open alert, by name (the admins' clients list), batched per request. */
  loadBoatsInAlert(request: object, ownerId: string): Promise<BoatEntity[]> {
    return this.loaders.for(request).boatsInAlert.load(ownerId);
  }

  /** The boats with an open alert and how many, the longest-standing first. */
  async alertedBoats(): Promise<{ boatId: number; openAlerts: number; lastRaisedAt: Date }[]> {
    return this.alerts
      .createQueryBuilder('alert')
      .select('alert.boat_id', 'boatId')
      .addSelect('count(*)::int', 'openAlerts')
      .addSelect('max(alert.raised_at)', 'lastRaisedAt')
      .where('alert.cleared_at IS NULL')
      .groupBy('alert.boat_id')
      .orderBy('min(alert.raised_at)', 'ASC')
      .addOrderBy('alert.boat_id', 'ASC')
      .getRawMany();
  }

  /** One e-mail to the owner per raise and per clear, written in the same transaction as the change. */
  private async notify(manager: EntityManager, changes: readonly AlertChange[]): Promise<void> {
    for (const change of changes) await this.mail.send(manager, change);
  }

  private async openAlertsOf(boatIds: readonly number[]): Promise<BoatAlertEntity[][]> {
    const rows = await this.alerts
      .createQueryBuilder('alert')
      .where('alert.boatId = ANY(:ids) AND alert.clearedAt IS NULL', { ids: [...boatIds] })
      .orderBy('alert.raisedAt', 'ASC')
      .getMany();
    return boatIds.map((id) => rows.filter((row) => row.boatId === id));
  }

  private async boatsInAlertOf(ownerIds: readonly string[]): Promise<BoatEntity[][]> {
    const boats = await this.boats.ofOwners(ownerIds);
    const alerted: { boat_id: number }[] = boats.length
      ? await this.dataSource.query('SELECT DISTINCT boat_id FROM boat_alerts WHERE boat_id = ANY($1) AND cleared_at IS NULL', [boats.map((boat) => boat.id)])
      : [];
    const inAlert = new Set(alerted.map((row) => row.boat_id));
    return ownerIds.map((id) => boats.filter((boat) => boat.ownerId === id && inAlert.has(boat.id)));
  }
}
