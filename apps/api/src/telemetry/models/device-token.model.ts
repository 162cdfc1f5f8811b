import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { DeviceTokenEntity } from '../entities/device-token.entity.js';

@ObjectType({
  implements: () => [Node],
  description: "A device allowed to send a boat's readings (POST /telemetry). The token itself is shown only once, by createDeviceToken.",
})
export class DeviceToken extends Node {
  @Field({ description: "What the device is, e.g. 'Victron Cerbo GX'." })
  name: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the device last sent readings (to the minute); null if never.' })
  lastSeenAt: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was revoked; a revoked token is refused at once.' })
  revokedAt: Date | null;

  static from(entity: DeviceTokenEntity): DeviceToken {
    return Object.assign(new DeviceToken(), {
      id: toGlobalId('DeviceToken', entity.id),
      name: entity.name,
      createdAt: entity.createdAt,
      lastSeenAt: entity.lastSeenAt,
      revokedAt: entity.revokedAt,
    });
  }
}

@ObjectType()
export class CreateDeviceTokenPayload {
  @Field(() => DeviceToken)
  deviceToken: DeviceToken;

  @Field({ description: 'The secret for the device (Authorization: Bearer …). Shown this once: only its hash is kept.' })
  token: string;
}

@ObjectType()
export class RevokeDeviceTokenPayload {
  @Field(() => DeviceToken)
  deviceToken: DeviceToken;
}
