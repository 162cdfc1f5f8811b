import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../common/decorators/auth.decorators.js';
import { UsersService } from '../users/users.service.js';
import { presentDemoAccounts } from './demo-accounts.js';

@Resolver()
export class DemoAccountsResolver {
  constructor(private readonly users: UsersService) {}

  @Public()
  @Query(() => Boolean, { description: 'Whether the demo accounts exist here: the login page shows their hint only then.' })
  async demoAccountsAvailable(): Promise<boolean> {
    return (await presentDemoAccounts(this.users)).length > 0;
  }
}
