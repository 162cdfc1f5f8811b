import type { EntityManager } from 'typeorm';
import { PreparedStatement } from '../common/prepared-statement.js';
import type { TelemetryReading } from '../telemetry/metrics.js';
import { boatRules, DEFAULT_NO_DATA_HOURS, enabledThresholdRules, run, type AlertKind, type RuleOverride } from './alert-rules.js';

/** An alert raised or cleared: what the owner is told about. */
export interface AlertChange {
  type: 'raise' | 'clear';
  alertId: number;
  boatId: number;
  kind: AlertKind;
}

/** Advisory-lock namespace of a boat's alert evaluation (with the boat id as the second key). */
const ALERTS_LOCK = 7_305_114;

/** Holds the boat's alerts until the transaction ends: readings and rule changes of one boat do not race. */
export async function lockBoatAlerts(manager: EntityManager, boatId: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [ALERTS_LOCK, boatId]);
}

/**
 * Runs a boat's new readings through its rules, in the caller's transaction (the readings' own):
 * raises and clears alerts, keeps each rule's state, and clears NO_DATA on a recent reading.
 * One boat at a time (an advisory lock): two requests of the same boat do not race.
 */
export async function evaluateReadings(
  manager: EntityManager,
  boatId: number,
  readings: readonly TelemetryReading[],
  now = new Date(),
): Promise<AlertChange[]> {
  if (readings.length === 0) return [];
  await lockBoatAlerts(manager, boatId);
  const { thresholdRules, noDataHours, states, open } = await boatAlertState(manager, boatId);
  const changes: AlertChange[] = [];
  const saved: { kind: AlertKind; breachSince: Date | null; lastAt: Date | null }[] = [];

  for (const rule of thresholdRules) {
    const series = readings.filter((reading) => reading.metric === rule.metric).map((reading) => ({ at: reading.recordedAt, value: reading.value }));
    if (series.length === 0) continue;
    const before = states.get(rule.kind) ?? { breachSince: null, lastAt: null };
    const { state, events } = run(rule, { ...before, open: open.has(rule.kind) }, series);
    saved.push({ kind: rule.kind, breachSince: state.breachSince, lastAt: state.lastAt });
    for (const event of events) {
      const change =
        event.type === 'raise'
          ? await raise(manager, boatId, rule.kind, rule.threshold, event.value, event.at)
          : await clear(manager, boatId, rule.kind, event.value, event.at);
      if (change) changes.push(change);
    }
  }

  const newest = new Date(Math.max(...readings.map((reading) => reading.recordedAt.getTime())));
  const lastSeen = states.get('NO_DATA')?.lastAt;
  if (!lastSeen || newest > lastSeen) saved.push({ kind: 'NO_DATA', breachSince: null, lastAt: newest });
  await saveStates(manager, boatId, saved);
  if (open.has('NO_DATA') && now.getTime() - newest.getTime() < noDataHours * 3_600_000) {
    const change = await clear(manager, boatId, 'NO_DATA', null, newest);
    if (change) changes.push(change);
  }
  return changes;
}

// Both run on every ingest, and PostgreSQL took longer to plan them than to run them: prepared once per connection.
const BOAT_ALERT_STATE = new PreparedStatement(
  'alerts-boat-state',
  `SELECT (SELECT coalesce(json_agg(json_build_object('kind', kind, 'threshold', threshold, 'enabled', enabled)), '[]') FROM boat_alert_rules WHERE boat_id = $1) AS rules,
          (SELECT coalesce(json_agg(json_build_object('kind', kind, 'breach_since', breach_since, 'last_at', last_at)), '[]') FROM boat_alert_states WHERE boat_id = $1) AS states,
          (SELECT coalesce(json_agg(kind), '[]') FROM boat_alerts WHERE boat_id = $1 AND cleared_at IS NULL) AS open`,
);
const SAVE_STATES = new PreparedStatement(
  'alerts-save-states',
  `INSERT INTO boat_alert_states (boat_id, kind, breach_since, last_at)
   SELECT $1, * FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[])
   ON CONFLICT (boat_id, kind) DO UPDATE SET breach_since = excluded.breach_since, last_at = excluded.last_at`,
);

/** The boat's rules, each rule's state and its open alerts, in one round trip. */
async function boatAlertState(manager: EntityManager, boatId: number) {
  const [row]: {
    rules: RuleOverride[];
    states: { kind: AlertKind; breach_since: string | null; last_at: string | null }[];
    open: AlertKind[];
  }[] = await BOAT_ALERT_STATE.run(manager, [boatId]);
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    thresholdRules: enabledThresholdRules(row.rules),
    noDataHours: boatRules(row.rules).find((rule) => rule.kind === 'NO_DATA')!.threshold,
    states: new Map(row.states.map((state) => [state.kind, { breachSince: date(state.breach_since), lastAt: date(state.last_at) }])),
    open: new Set(row.open),
  };
}

/**
 * Raises NO_DATA for every boat with a device (`reporting`: those with an unrevoked token) silent
 * past its rule's hours (2 by default), stamped when the silence crossed the line. Safe to run from
 * every process at once.
 */
export async function raiseSilentBoats(manager: EntityManager, reporting: readonly number[], now = new Date()): Promise<AlertChange[]> {
  const rows: { id: number; boat_id: number }[] = await manager.query(
    `INSERT INTO boat_alerts (boat_id, kind, threshold, value, raised_at)
     SELECT s.boat_id, 'NO_DATA', coalesce(r.threshold, $2), NULL, s.last_at + coalesce(r.threshold, $2) * interval '1 hour'
       FROM boat_alert_states s
       LEFT JOIN boat_alert_rules r ON r.boat_id = s.boat_id AND r.kind = 'NO_DATA'
      WHERE s.kind = 'NO_DATA' AND coalesce(r.enabled, true)
        AND s.last_at < $1::timestamptz - coalesce(r.threshold, $2) * interval '1 hour'
        AND s.boat_id = ANY($3::int[])
     ON CONFLICT (boat_id, kind) WHERE cleared_at IS NULL DO NOTHING
     RETURNING id, boat_id`,
    [now, DEFAULT_NO_DATA_HOURS, [...reporting]],
  );
  return rows.map((row) => ({ type: 'raise', alertId: row.id, boatId: row.boat_id, kind: 'NO_DATA' }));
}

/** NO_DATA closed when the boat's last reading is within a (longer) window of `hours`: it is no longer silent by its rule. */
export async function clearNoDataWithin(manager: EntityManager, boatId: number, hours: number, now = new Date()): Promise<AlertChange | null> {
  const [{ heard }]: { heard: boolean }[] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM boat_alert_states WHERE boat_id = $1 AND kind = 'NO_DATA' AND last_at >= $2::timestamptz - $3 * interval '1 hour') AS heard`,
    [boatId, now, hours],
  );
  return heard ? clear(manager, boatId, 'NO_DATA', null, now) : null;
}

async function saveStates(
  manager: EntityManager,
  boatId: number,
  states: readonly { kind: AlertKind; breachSince: Date | null; lastAt: Date | null }[],
): Promise<void> {
  if (states.length === 0) return;
  await SAVE_STATES.run(manager, [boatId, states.map((state) => state.kind), states.map((state) => state.breachSince), states.map((state) => state.lastAt)]);
}

async function raise(manager: EntityManager, boatId: number, kind: AlertKind, threshold: number, value: number, at: Date): Promise<AlertChange | null> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO boat_alerts (boat_id, kind, threshold, value, raised_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (boat_id, kind) WHERE cleared_at IS NULL DO NOTHING RETURNING id`,
    [boatId, kind, threshold, value, at],
  );
  return rows.length ? { type: 'raise', alertId: rows[0].id, boatId, kind } : null;
}

/** Closes the boat's open alert of this kind, if any, at `at` (not before it raised). */
export async function clear(manager: EntityManager, boatId: number, kind: AlertKind, value: number | null, at: Date): Promise<AlertChange | null> {
  const [rows]: [{ id: number }[], number] = await manager.query(
    `UPDATE boat_alerts SET cleared_at = greatest($3, raised_at), clear_value = $4 WHERE boat_id = $1 AND kind = $2 AND cleared_at IS NULL RETURNING id`,
    [boatId, kind, at, value],
  );
  return rows.length ? { type: 'clear', alertId: rows[0].id, boatId, kind } : null;
}
