/**
 * npm run simulate:boat -- --token mmt_dev_… [--url http://localhost:3000] [--boat 1|2|3]
 *   [--history-hours 24] [--interval 10] [--count N]
 *
 * Plays one of the demo boats (demo-boats.ts, the seed's profiles of the day model) into POST /telemetry
 * with a device token: first the last `--history-hours` (a reading every 5 minutes, in batches, as
 * a Signal K server does after being offline), then live, a reading every `--interval` seconds,
 * until stopped (or `--count` live readings). Refused requests say why; 429 waits Retry-After.
 */
import { parseArgs } from 'node:util';
import { demoBoatProfiles } from './demo-boats.js';
import { SimulatedBoat, type SignalKDelta } from './boat-signal-k.js';

const HISTORY_STEP_MS = 5 * 60_000;
const BATCH = 48;

const { values: options } = parseArgs({
  options: {
    token: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    boat: { type: 'string', default: '1' },
    'history-hours': { type: 'string', default: '24' },
    interval: { type: 'string', default: '10' },
    count: { type: 'string' },
    battery: { type: 'string', default: '70' },
  },
});

if (!options.token) {
  console.error(
    'usage: npm run simulate:boat -- --token <device token> [--url http://localhost:3000] [--boat 1|2|3] [--history-hours 24] [--interval 10] [--count N]',
  );
  process.exit(2);
}

const endpoint = new URL('/telemetry', options.url).toString();
const profile = demoBoatProfiles(new Date())[Number(options.boat) - 1];
if (!profile) throw new Error('--boat is 1 (Sea Breeze), 2 (Blue Horizon) or 3 (Mallorca Spirit)');

async function send(deltas: SignalKDelta[]): Promise<void> {
  for (;;) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify(deltas),
    });
    const body = await response.text();
    if (response.status === 429) {
      const wait = Number(response.headers.get('retry-after') ?? 5);
      console.log(`rate limited: waiting ${wait} s`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`POST ${endpoint}: ${response.status} ${body}`);
    console.log(`${deltas.at(-1)!.updates[0].timestamp}  ${deltas.length} delta(s): ${body}`);
    return;
  }
}

const historyMs = Number(options['history-hours']) * 3_600_000;
const start = Math.floor((Date.now() - historyMs) / HISTORY_STEP_MS) * HISTORY_STEP_MS;
const boat = new SimulatedBoat(profile, new Date(start), Number(options.battery));
let batch: SignalKDelta[] = [];
for (let time = start; time < Date.now(); time += HISTORY_STEP_MS) {
  batch.push(boat.deltaAt(new Date(time)));
  if (batch.length === BATCH) {
    await send(batch);
    batch = [];
  }
}
if (batch.length) await send(batch);

const intervalMs = Number(options.interval) * 1000;
const live = options.count === undefined ? Infinity : Number(options.count);
for (let sent = 0; sent < live; sent++) {
  await send([boat.deltaAt(new Date())]);
  if (sent + 1 < live) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
