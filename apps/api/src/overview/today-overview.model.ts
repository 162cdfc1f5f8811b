import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Job } from '../jobs/models/job.model.js';

@ObjectType({ description: 'A boat with an alert open, and whose it is.' })
export class AlertedBoat {
  @Field(() => ID)
  boatId: string;

  @Field()
  boatName: string;

  @Field(() => ID, { description: 'Its owner (a User), whose client page has the boat.' })
  ownerId: string;

  @Field()
  ownerName: string;

  @Field(() => Int, { description: 'How many of its alerts are open.' })
  openAlerts: number;

  @Field({ description: "A VIP member's priority (Gold at any hour, Silver when its latest alert came in business hours)." })
  priority: boolean;
}

@ObjectType({ description: "What needs the company today: the admins' panel opens on it." })
export class TodayOverview {
  @Field(() => Int, { description: 'Job requests no one has answered yet (Pendiente).' })
  newJobRequests: number;

  @Field(() => Int, { description: "Jobs quoted, waiting for the customer's answer (Presupuestado)." })
  quotesAwaitingCustomer: number;

  @Field(() => Int, { description: 'Jobs the customer approved, not scheduled yet (Aprobado).' })
  approvedNotStarted: number;

  @Field(() => Int, { description: 'Completed jobs with no invoice yet.' })
  uninvoicedJobs: number;

  @Field(() => Int, { description: 'What their invoices come to, VAT included, in cents (from the hours and parts recorded, else the approved quote).' })
  uninvoicedCents: number;

  @Field(() => Int, { description: 'Invoices past their due date and unpaid (Vencida).' })
  overdueInvoices: number;

  @Field(() => Int, { description: 'Their total, in cents.' })
  overdueCents: number;

  @Field(() => Int, { description: 'Maintenance tasks overdue or falling due by this Sunday.' })
  maintenanceDueThisWeek: number;

  @Field(() => Int, { description: "VERI*FACTU records waiting for the AEAT's answer." })
  verifactuPending: number;

  @Field(() => Int, { description: 'VERI*FACTU records the AEAT rejected, not corrected yet.' })
  verifactuRejected: number;

  @Field(() => [Job], { description: "Open jobs that came in as a VIP member's priority, oldest first (at most 20)." })
  priorityJobs: Job[];

  @Field(() => [AlertedBoat], { description: "Boats with an open alert: VIP members' priority first, then the longest-standing first." })
  alertedBoats: AlertedBoat[];
}
