import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';
import { presentDemoAccounts } from './demo-accounts.js';

@Resolver()
export class DemoAccountsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Query(() => Boolean, { description: 'Whether the demo accounts exist here: the login page shows their hint only then.' })
  async demoAccountsAvailable(): Promise<boolean> {
    return (await presentDemoAccounts(this.dataSource)).length > 0;
  }
}
