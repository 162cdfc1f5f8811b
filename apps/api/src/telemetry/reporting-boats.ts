import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ReportingBoats } from '../alerts/reporting-boats.js';

/** The boats with a device, from their tokens (alerts/reporting-boats.ts). */
@Injectable()
export class DeviceReportingBoats extends ReportingBoats {
  async withDevice(manager: EntityManager): Promise<number[]> {
    const rows: { boat_id: number }[] = await manager.query('SELECT DISTINCT boat_id FROM device_tokens WHERE revoked_at IS NULL');
    return rows.map((row) => row.boat_id);
  }
}
