import { OnModuleInit } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Boat } from '../boats/models/boat.model.js';
import { parseRowId } from '../common/relay/global-id.js';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import type { AppRequest } from '../common/request-context.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { CreateDeviceTokenInput, RevokeDeviceTokenInput } from './dto/device-token.input.js';
import { CreateDeviceTokenPayload, DeviceToken, RevokeDeviceTokenPayload } from './models/device-token.model.js';

@Resolver(() => DeviceToken)
export class DeviceTokensResolver implements OnModuleInit {
  constructor(
    private readonly deviceTokens: DeviceTokensService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('DeviceToken', async (id, viewer) => {
      const rowId = parseRowId(id);
      if (!viewer || rowId === null) return null;
      const token = await this.deviceTokens.findVisible(viewer, rowId);
      return token && DeviceToken.from(token);
    });
  }

  @Mutation(() => CreateDeviceTokenPayload, { description: "A token for a boat's device (the owner's or an admin's); the token is in this answer only." })
  async createDeviceToken(@Args('input') input: CreateDeviceTokenInput, @CurrentUser() viewer: Viewer): Promise<CreateDeviceTokenPayload> {
    const { entity, token } = await this.deviceTokens.create(viewer, input);
    return { deviceToken: DeviceToken.from(entity), token };
  }

  @Mutation(() => RevokeDeviceTokenPayload, { description: 'Cuts a device off at once: its next request gets 401.' })
  async revokeDeviceToken(@Args('input') input: RevokeDeviceTokenInput, @CurrentUser() viewer: Viewer): Promise<RevokeDeviceTokenPayload> {
    return { deviceToken: DeviceToken.from(await this.deviceTokens.revoke(viewer, input.id)) };
  }
}

/** `Boat.deviceTokens` lives here so the boats module does not depend on telemetry. */
@Resolver(() => Boat)
export class BoatDeviceTokensResolver {
  constructor(private readonly tokens: DeviceTokensService) {}

  @ResolveField(() => [DeviceToken], { description: "The boat's device tokens, newest first, revoked ones included (a boat has a handful)." })
  async deviceTokens(@Parent() boat: Boat, @Context('req') request: AppRequest): Promise<DeviceToken[]> {
    return (await this.tokens.loadForBoat(request, boat.rowId)).map(DeviceToken.from);
  }
}
