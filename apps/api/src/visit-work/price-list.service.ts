import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { notFound } from '../common/errors/graphql-errors.js';
import { intLocalId } from '../common/relay/global-id.js';
import type { LabourRateInput, PartInput, UpdatePartInput } from './dto/visit-work.input.js';
import { LabourRateEntity, PartEntity } from './entities/part.entity.js';

/** The admins' price list: parts (technicians pick them aboard) and the hourly rate of labour. */
@Injectable()
export class PriceListService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By name; retired ones only when asked (admins). */
  parts(includeRetired: boolean): Promise<PartEntity[]> {
    return this.dataSource.getRepository(PartEntity).find({ where: includeRetired ? {} : { active: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  createPart(input: PartInput): Promise<PartEntity> {
    const repository = this.dataSource.getRepository(PartEntity);
    return repository.save(repository.create({ name: input.name, priceCents: input.priceCents, vatRate: input.vatRate }));
  }

  /** A new price applies to parts used from now on; entries already made keep theirs. */
  async updatePart(input: UpdatePartInput): Promise<PartEntity> {
    const id = intLocalId(input.id, 'Part');
    const repository = this.dataSource.getRepository(PartEntity);
    const part = id === null ? null : await repository.findOneBy({ id });
    if (!part) throw notFound('Part not found');
    await repository.update({ id: part.id }, { name: input.name, priceCents: input.priceCents, vatRate: input.vatRate, active: input.active });
    return repository.findOneByOrFail({ id: part.id });
  }

  labourRate(): Promise<LabourRateEntity> {
    return this.dataSource.getRepository(LabourRateEntity).findOneByOrFail({ id: 1 });
  }

  async setLabourRate(input: LabourRateInput): Promise<LabourRateEntity> {
    await this.dataSource.getRepository(LabourRateEntity).update({ id: 1 }, { priceCents: input.priceCents, vatRate: input.vatRate });
    return this.labourRate();
  }
}
