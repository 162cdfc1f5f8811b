import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { Node } from '../../common/relay/node.interface.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { UserEntity } from '../entities/user.entity.js';

export enum Role {
  ADMIN = 'admin',
  CUSTOMER = 'customer',
}
registerEnumType(Role, { name: 'Role' });

@ObjectType({ implements: () => [Node] })
export class User extends Node {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  static from(entity: Pick<UserEntity, 'id' | 'name' | 'email' | 'role'>): User {
    return Object.assign(new User(), {
      id: toGlobalId('User', entity.id),
      name: entity.name,
      email: entity.email,
      role: entity.role as Role,
    });
  }
}

@ObjectType()
export class UserConnection extends Connection(User) {}
