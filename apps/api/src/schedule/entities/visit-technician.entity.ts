import { Entity, PrimaryColumn } from 'typeorm';

/** Who goes on a visit: one row per technician. */
@Entity('visit_technicians')
export class VisitTechnicianEntity {
  @PrimaryColumn({ name: 'visit_id', type: 'integer' })
  visitId: number;

  @PrimaryColumn({ name: 'technician_id', type: 'uuid' })
  technicianId: string;
}
