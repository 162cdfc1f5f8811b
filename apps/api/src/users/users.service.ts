import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { PerRequest } from '../common/per-request.js';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
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

  /** These people (those that exist), by name as the database sorts names; in the caller's transaction when given one. */
  findByIds(ids: readonly string[], manager: EntityManager = this.users.manager): Promise<UserEntity[]> {
    return ids.length
      ? manager.getRepository(UserEntity).find({ where: { id: In([...new Set(ids)]) }, order: { name: 'ASC', id: 'ASC' } })
      : Promise.resolve([]);
  }

  /** Of these ids, the active technicians, by name (read in the caller's transaction). */
  activeTechnicians(manager: EntityManager, ids: readonly string[]): Promise<UserEntity[]> {
    return ids.length
      ? manager.getRepository(UserEntity).find({ where: { id: In([...ids]), role: 'technician', deactivatedAt: IsNull() }, order: { name: 'ASC', id: 'ASC' } })
      : Promise.resolve([]);
  }
}
