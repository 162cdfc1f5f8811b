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

  /** A user who must exist (their id comes from a row that names them), read in the caller's transaction when given one. */
  userById(id: string, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    return manager.getRepository(UserEntity).findOneByOrFail({ id });
  }

  /** A customer by id; null for any other role or none. */
  customerById(id: string, manager: EntityManager = this.users.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id, role: 'customer' });
  }

  /** The admins who are not deactivated, by e-mail: whom the office's e-mails go to. */
  async activeAdmins(manager: EntityManager = this.users.manager): Promise<UserEntity[]> {
    const admins = await manager.getRepository(UserEntity).find({ where: { role: 'admin' }, order: { email: 'ASC' } });
    return admins.filter((admin) => !admin.deactivatedAt);
  }

  /** These people (those that exist), by name as the database sorts names; in the caller's transaction when given one. */
  findByIds(ids: readonly string[], manager: EntityManager = this.users.manager): Promise<UserEntity[]> {
    return ids.length
      ? manager.getRepository(UserEntity).find({ where: { id: In([...new Set(ids)]) }, order: { name: 'ASC', id: 'ASC' } })
      : Promise.resolve([]);
  }

  /** Of these ids, the active technicians, by name; in the caller's transaction when given one. */
  activeTechnicians(ids: readonly string[], manager: EntityManager = this.users.manager): Promise<UserEntity[]> {
    return ids.length
      ? manager.getRepository(UserEntity).find({ where: { id: In([...ids]), role: 'technician', deactivatedAt: IsNull() }, order: { name: 'ASC', id: 'ASC' } })
      : Promise.resolve([]);
  }
}
