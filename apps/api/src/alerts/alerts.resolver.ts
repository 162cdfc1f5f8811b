import type { OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Boat } from '../boats/models/boat.model.js';
import { parseRowId } from '../common/relay/global-id.js';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { User } from '../users/models/user.model.js';
import { AlertRulesService } from './alert-rules.service.js';
import { AlertsService } from './alerts.service.js';
import { ResetBoatAlertRulesInput, UpdateBoatAlertRulesInput } from './dto/boat-alert-rules.input.js';
import { AlertRule, BoatAlertRulesPayload } from './models/alert-rule.model.js';
import { BoatAlert } from './models/boat-alert.model.js';

/** `Boat.openAlerts`, `Boat.alertRules` and their mutations live here so the boats module does not depend on alerts. */
@Resolver(() => Boat)
export class BoatAlertsResolver implements OnModuleInit {
  constructor(
    private readonly alerts: AlertsService,
    private readonly rules: AlertRulesService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('BoatAlert', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const alert = await this.alerts.findVisible(viewer, rowId);
      return alert && BoatAlert.from(alert);
    });
  }

  @ResolveField(() => [BoatAlert], { description: "The boat's open alerts, oldest first (at most one of each kind)." })
  async openAlerts(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<BoatAlert[]> {
    return (await this.alerts.loadOpen(request, boat.rowId)).map(BoatAlert.from);
  }

  @ResolveField(() => [AlertRule], { description: "The boat's alert rules (battery, temperature, humidity, no data), the defaults or the owner's own." })
  async alertRules(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<AlertRule[]> {
    return (await this.rules.loadRules(request, boat.rowId)).map(AlertRule.from);
  }

  @Mutation(() => BoatAlertRulesPayload, {
    description:
      "Changes a boat's alert rules (its owner or an admin). A new threshold applies from the boat's next reading; a rule turned off closes its open alert at once.",
  })
  async updateBoatAlertRules(@Args('input') input: UpdateBoatAlertRulesInput, @CurrentUser() viewer: Viewer): Promise<BoatAlertRulesPayload> {
    return { boat: Boat.from(await this.rules.update(viewer, input)) };
  }

  @Mutation(() => BoatAlertRulesPayload, { description: 'Puts every alert rule of a boat back to its default, on (its owner or an admin).' })
  async resetBoatAlertRules(@Args('input') input: ResetBoatAlertRulesInput, @CurrentUser() viewer: Viewer): Promise<BoatAlertRulesPayload> {
    return { boat: Boat.from(await this.rules.reset(viewer, input.boatId)) };
  }
}

/** `User.boatsInAlert`: which of a client's boats need a look (the admins' clients list). */
@Resolver(() => User)
export class UserBoatsInAlertResolver {
  constructor(private readonly alerts: AlertsService) {}

  @ResolveField(() => [Boat], { description: 'Their boats with an open alert, by name.' })
  async boatsInAlert(@Parent() user: User, @Context('req') request: AppRequest): Promise<Boat[]> {
    return (await this.alerts.loadBoatsInAlert(request, user.userId)).map(Boat.from);
  }
}
