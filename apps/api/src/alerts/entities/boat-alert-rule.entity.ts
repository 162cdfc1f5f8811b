import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AlertKind } from '../alert-rules.js';

/** A boat's change to one default rule (alert-rules.ts): its threshold, or the rule off. */
@Entity('boat_alert_rules')
export class BoatAlertRuleEntity {
  @PrimaryColumn({ name: 'boat_id', type: 'integer' })
  boatId: number;

  @PrimaryColumn({ type: 'text' })
  kind: AlertKind;

  @Column({ type: 'double precision' })
  threshold: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
