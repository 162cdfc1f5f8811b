import { OnModuleInit } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { isUUID } from 'class-validator';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import type { UserEntity } from './entities/user.entity.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import { User } from './models/user.model.js';
import { UsersService } from './users.service.js';

@Resolver(() => User)
export class UsersResolver implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    // Admins see everyone; a customer only themself.
    this.nodes.register('User', async (id, viewer) => {
      if (!viewer || !isUUID(id) || (viewer.role !== 'admin' && viewer.id !== id)) return null;
      const user = await this.users.findById(id);
      return user && User.from(user);
    });
  }

  @Query(() => User, { description: 'The signed-in user.' })
  me(@CurrentUser() viewer: Viewer<UserEntity>): User {
    return User.from(viewer.account);
  }
}
