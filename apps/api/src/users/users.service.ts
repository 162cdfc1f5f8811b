import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { PerRequest } from '../common/per-request.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  private readonly loaders = new PerRequest(() => ({
    user: new DataLoader<string, UserEntity | null>(async (ids) => {
      const rows = await this.users
        .createQueryBuilder('u')
        .where('u.id = ANY(:ids)', { ids: [...ids] })
        .getMany();
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  }));

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** By id, batched per request. Only for parents the viewer was already allowed to read. */
  loadUser(request: object, id: string): Promise<UserEntity | null> {
    return this.loaders.for(request).user.load(id);
  }

  /** One user, read in the caller's transaction; fails when there is none (a row that must exist, such as a boat's owner). */
  findByIdIn(manager: EntityManager, id: string): Promise<UserEntity> {
    return manager.getRepository(UserEntity).findOneByOrFail({ id });
  }

  /** Every admin, deactivated ones too, by e-mail, read in the caller's transaction. */
  adminsIn(manager: EntityManager): Promise<UserEntity[]> {
    return manager.getRepository(UserEntity).find({ where: { role: 'admin' }, order: { email: 'ASC' } });
  }
}
