import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';

/**
 * A bilingual text of the site, addressed by section (the libs/i18n namespace) and key (the
 * dotted path in it, e.g. home/hero_title, home/feature.bullets.2). Synced with the code on
 * every start (site-texts-sync.ts).
 */
@Entity('content_entries')
@Unique(['section', 'key'])
export class ContentEntryEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'text' })
  section: string;

  @Column({ type: 'text' })
  key: string;

  /** What the site shows; empty means "the default". */
  @Column({ name: 'value_es', type: 'text' })
  valueEs: string;

  @Column({ name: 'value_en', type: 'text' })
  valueEn: string;

  /** The code's text (libs/i18n) as of the last start: the fallback, and what a value still equal to it follows. */
  @Column({ name: 'default_es', type: 'text' })
  defaultEs: string;

  @Column({ name: 'default_en', type: 'text' })
  defaultEn: string;

  /** When each language's value last changed: one newer than the other hints at an outdated translation. */
  @Column({ name: 'es_updated_at', type: 'timestamptz' })
  esUpdatedAt: Date;

  @Column({ name: 'en_updated_at', type: 'timestamptz' })
  enUpdatedAt: Date;

  /** Set while the code no longer has this text: kept (and listed to admins), never shown. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @VersionColumn()
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
