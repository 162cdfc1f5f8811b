import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A part of the admins' price list, as technicians pick it aboard. Retired, not deleted: entries keep pointing at it. */
@Entity('parts')
export class PartEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** Before VAT. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'vat_rate', type: 'integer' })
  vatRate: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The company's hourly rate of labour (one row): the price of a visit's hours on its job's invoice. */
@Entity('labour_rate')
export class LabourRateEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'vat_rate', type: 'integer' })
  vatRate: number;
}
