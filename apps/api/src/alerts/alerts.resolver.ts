import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Boat } from '../boats/models/boat.model.js';
import type { AppRequest } from '../common/request-context.js';
import { AlertsService } from './alerts.service.js';
import { BoatAlert } from './models/boat-alert.model.js';

/** `Boat.openAlerts` lives here so the boats module does not depend on alerts. */
@Resolver(() => Boat)
export class BoatAlertsResolver {
  constructor(private readonly alerts: AlertsService) {}

  @ResolveField(() => [BoatAlert], { description: "The boat's open alerts, oldest first (at most one of each kind)." })
  async openAlerts(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<BoatAlert[]> {
    return (await this.alerts.loadOpen(request, boat.rowId)).map(BoatAlert.from);
  }
}
