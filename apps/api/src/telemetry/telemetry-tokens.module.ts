import { Global, Module } from '@nestjs/common';
import { BoatReadings } from '../boats/boat-readings.js';
import { ReportingBoats } from '../alerts/reporting-boats.js';
import { TelemetryBoatReadings } from './boat-readings.js';
import { DeviceReportingBoats } from './reporting-boats.js';

/** What telemetry provides to the domains below it (boats, alerts), which may not import it: global, like billing's MemberPricing. */
@Global()
@Module({
  providers: [
    { provide: BoatReadings, useClass: TelemetryBoatReadings },
    { provide: ReportingBoats, useClass: DeviceReportingBoats },
  ],
  exports: [BoatReadings, ReportingBoats],
})
export class TelemetryTokensModule {}
