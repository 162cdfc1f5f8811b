import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A photo taken on board: re-encoded (no metadata left) and resized by the server, kept in PostgreSQL so every API process serves it. */
@Entity('visit_photos')
export class VisitPhotoEntity {
  /** Made by the phone, as an entry's. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'visit_id', type: 'integer' })
  visitId: number;

  @Column({ type: 'bytea', select: false })
  jpeg: Buffer;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
