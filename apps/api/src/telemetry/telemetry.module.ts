import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertsModule } from '../alerts/alerts.module.js';
import { BoatsModule } from '../boats/boats.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { BoatDeviceTokensResolver, DeviceTokensResolver } from './device-tokens.resolver.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { DeviceTokenEntity } from './entities/device-token.entity.js';
import { ReadingPartitions } from './reading-partitions.js';
import { TelemetryRoute } from './telemetry.route.js';
import { TelemetryService } from './telemetry.service.js';
import { TelemetryTokensModule } from './telemetry-tokens.module.js';

/** Boats that report for themselves: device tokens, POST /telemetry (readings, and engines' hour meters), the readings' partitions. */
@Module({
  imports: [TypeOrmModule.forFeature([DeviceTokenEntity]), BoatsModule, AlertsModule, MaintenanceModule, MonitoringModule, TelemetryTokensModule],
  providers: [DeviceTokensService, DeviceTokensResolver, BoatDeviceTokensResolver, TelemetryService, TelemetryRoute, ReadingPartitions],
  exports: [TelemetryService, ReadingPartitions],
})
export class TelemetryModule {}
