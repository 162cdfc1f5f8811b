import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { BoatsService } from '../boats/boats.service.js';
import type { BoatEntity } from '../boats/entities/boat.entity.js';
import { intLocalId } from '../common/relay/global-id.js';
import { PerRequest } from '../common/per-request.js';
import type { Viewer } from '../common/viewer.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { AlertMail } from './alert-mail.js';
import { clear, clearNoDataWithin, lockBoatAlerts, type AlertChange } from './alert-evaluation.js';
import { boatRules, type BoatRule, type RuleOverride } from './alert-rules.js';
import { RULE_FIELDS, type UpdateBoatAlertRulesInput } from './dto/boat-alert-rules.input.js';

/**
 * A boat's alert rules as its owner (or an admin) sets them. What a change does to an open alert:
 * a new threshold takes over at the boat's next reading (the alert clears once the value is back past
 * the new threshold by the rule's margin, with its one clear e-mail; a value still past it keeps it
 * open); a rule turned off closes its open alert at once, with the clear e-mail. Either way the
 * 5 minutes a value must stay past the line start again under the new rule.
 */
@Injectable()
export class AlertRulesService {
  private readonly loaders = new PerRequest(() => new DataLoader((boatIds: readonly number[]) => this.rulesOf(boatIds)));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly boats: BoatsService,
    private readonly mail: AlertMail,
  ) {}

  /** The boat's four rules, batched per request; only for a boat the viewer was already allowed to read. */
  loadRules(request: object, boatId: number): Promise<BoatRule[]> {
    return this.loaders.for(request).load(boatId);
  }

  /** Sets the rules the input gives; the others stay. */
  async update(viewer: Viewer, input: UpdateBoatAlertRulesInput): Promise<BoatEntity> {
    const boat = await this.visibleBoat(viewer, input.boatId);
    const wanted = Object.entries(RULE_FIELDS).flatMap(([field, kind]) => {
      const rule = input[field as keyof typeof RULE_FIELDS];
      return rule ? [{ kind, enabled: rule.enabled, threshold: rule.threshold }] : [];
    });
    await this.apply(boat.id, wanted);
    return boat;
  }

  /** Every rule back to its default, on. */
  async reset(viewer: Viewer, boatGlobalId: string): Promise<BoatEntity> {
    const boat = await this.visibleBoat(viewer, boatGlobalId);
    await this.apply(
      boat.id,
      boatRules([]).map((rule) => ({ kind: rule.kind, enabled: true, threshold: rule.defaultThreshold })),
    );
    return boat;
  }

  /** The same answer for a boat that does not exist and for someone else's: nothing leaks. */
  private async visibleBoat(viewer: Viewer, globalId: string): Promise<BoatEntity> {
    const id = intLocalId(globalId, 'Boat');
    const boat = id === null ? null : await this.boats.findVisible(viewer, id);
    if (!boat) throw notFound('Boat not found');
    return boat;
  }

  /**
   * In one transaction, under the lock the readings' evaluation takes: the rules that change are
   * stored (a rule back at its default keeps no row, so it follows the defaults), their pending
   * breaches forgotten, and the open alerts of rules turned off closed (so is NO_DATA when a longer
   * window now covers the boat's last reading), the owner told.
   */
  private async apply(boatId: number, wanted: readonly RuleOverride[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockBoatAlerts(manager, boatId);
      const current = new Map((await this.readRules(manager, [boatId])).get(boatId)!.map((rule) => [rule.kind, rule]));
      const changed = wanted.filter((rule) => {
        const before = current.get(rule.kind)!;
        return before.enabled !== rule.enabled || before.threshold !== rule.threshold;
      });
      if (changed.length === 0) return;
      const kinds = changed.map((rule) => rule.kind);
      await manager.query('DELETE FROM boat_alert_rules WHERE boat_id = $1 AND kind = ANY($2::text[])', [boatId, kinds]);
      const own = changed.filter((rule) => !rule.enabled || rule.threshold !== current.get(rule.kind)!.defaultThreshold);
      if (own.length > 0) {
        await manager.query(
          `INSERT INTO boat_alert_rules (boat_id, kind, threshold, enabled)
           SELECT $1, * FROM unnest($2::text[], $3::float8[], $4::boolean[])`,
          [boatId, own.map((rule) => rule.kind), own.map((rule) => rule.threshold), own.map((rule) => rule.enabled)],
        );
      }
      await manager.query('UPDATE boat_alert_states SET breach_since = NULL WHERE boat_id = $1 AND kind = ANY($2::text[])', [boatId, kinds]);
      const closed: AlertChange[] = [];
      for (const rule of changed) {
        const change = !rule.enabled
          ? await clear(manager, boatId, rule.kind, null, new Date())
          : rule.kind === 'NO_DATA'
            ? await clearNoDataWithin(manager, boatId, rule.threshold)
            : null;
        if (change) closed.push(change);
      }
      for (const change of closed) await this.mail.send(manager, change);
    });
  }

  private async rulesOf(boatIds: readonly number[]): Promise<BoatRule[][]> {
    const byBoat = await this.readRules(this.dataSource.manager, boatIds);
    return boatIds.map((id) => byBoat.get(id)!);
  }

  private async readRules(manager: EntityManager, boatIds: readonly number[]): Promise<Map<number, BoatRule[]>> {
    const rows: (RuleOverride & { boat_id: number })[] = await manager.query(
      'SELECT boat_id, kind, threshold, enabled FROM boat_alert_rules WHERE boat_id = ANY($1::int[])',
      [[...boatIds]],
    );
    return new Map(boatIds.map((id) => [id, boatRules(rows.filter((row) => row.boat_id === id))]));
  }
}
