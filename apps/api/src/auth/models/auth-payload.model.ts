import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
import { User } from '../../users/models/user.model.js';

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Short-lived bearer token; keep it in memory only.' })
  accessToken: string;

  @Field(() => GraphQLISODateTime)
  accessTokenExpiresAt: Date;

  @Field(() => User)
  user: User;
}

@ObjectType()
export class LogoutPayload {
  @Field()
  success: boolean;
}
