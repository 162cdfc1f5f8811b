import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';

/** A bilingual text of the site, addressed by section and key (e.g. home/hero_title). */
@Entity('content_entries')
@Unique(['section', 'key'])
export class ContentEntryEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  section: string;

  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'value_es', type: 'text' })
  valueEs: string;

  @Column({ name: 'value_en', type: 'text' })
  valueEn: string;

  @VersionColumn()
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
