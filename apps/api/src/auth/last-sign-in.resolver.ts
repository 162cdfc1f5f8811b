import { Context, GraphQLISODateTime, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { User } from '../users/models/user.model.js';
import { AuthService } from './auth.service.js';

/** `User.lastSignInAt`, from auth's sessions (users sits below auth and does not read them). */
@Resolver(() => User)
export class LastSignInResolver {
  constructor(private readonly auth: AuthService) {}

  @ResolveField(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When they last signed in; null: never. Told to admins and to the user themself only.',
  })
  lastSignInAt(@Parent() user: User, @CurrentUser() viewer: Viewer | null, @Context('req') request: AppRequest): Promise<Date | null> | null {
    if (!viewer || (viewer.role !== 'admin' && viewer.id !== user.userId)) return null;
    return this.auth.loadLastSignIn(request, user.userId);
  }
}
