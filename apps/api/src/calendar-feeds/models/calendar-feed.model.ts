import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "The viewer's secret calendar link of their boats' maintenance: when it was made (the link itself is shown once)." })
export class MaintenanceCalendarFeed {
  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}

@ObjectType()
export class RenewMaintenanceCalendarFeedPayload {
  @Field({ description: 'The secret link (an .ics feed) to subscribe a calendar app to; shown this once.' })
  url: string;

  @Field(() => MaintenanceCalendarFeed)
  feed: MaintenanceCalendarFeed;
}

@ObjectType()
export class RevokeMaintenanceCalendarFeedPayload {
  @Field({ description: 'Whether there was a link to revoke.' })
  revoked: boolean;
}
