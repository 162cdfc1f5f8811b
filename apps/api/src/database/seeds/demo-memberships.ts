import { resources } from '@mmt/i18n/resources';
import type { EntityManager } from 'typeorm';
import { dayInPalma } from '../../common/calendar.js';
import { issueInvoice } from '../../invoices/invoice-numbering.js';
import type { SystemIdentification } from '../../invoices/verifactu/billing-records.js';
import { MembershipEntity, MembershipInvoiceEntity, MembershipPlanEntity, type PlanIdValue } from '../../memberships/entities/membership.entity.js';
import { monthDescription, monthLine } from '../../memberships/membership-month.js';
import { UserEntity } from '../../users/entities/user.entity.js';

/** Two of the demo clients (demo-invoicing.ts) are VIP members, so that 'Socios VIP' has someone; the demo accounts stay free to join. */
const demoMembers: { email: string; plan: PlanIdValue }[] = [
  { email: 'facturas@astilleros-molinar.example', plan: 'GOLD' },
  { email: 'lars.johansson@post.example', plan: 'SILVER' },
];

/**
 * Their memberships, paid by transfer today for a month, each with its invoice issued as paid
 * (after every other demo invoice: the numbers follow the dates).
 */
export async function seedDemoMemberships(manager: EntityManager, recordSystem: SystemIdentification, now: number): Promise<void> {
  const start = new Date(now);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  for (const member of demoMembers) {
    const customer = await manager.getRepository(UserEntity).findOneByOrFail({ email: member.email });
    const plan = await manager.getRepository(MembershipPlanEntity).findOneByOrFail({ id: member.plan });
    const membership = await manager
      .getRepository(MembershipEntity)
      .save({ customerId: customer.id, planId: plan.id, status: 'ACTIVE', paymentMethod: 'TRANSFER', startedAt: start, currentPeriodEnd: end });
    const description = monthDescription(resources[customer.language].invoice.membershipLine, plan.id, { start, end });
    const invoice = await issueInvoice(
      manager,
      {
        series: 'INV',
        customer,
        boatId: null,
        jobId: null,
        issueDate: dayInPalma(start),
        dueDate: dayInPalma(start),
        concept: description,
        lines: [monthLine(plan, description)],
        payment: { paidAt: start, method: 'TRANSFER', reference: null },
      },
      recordSystem,
    );
    await manager
      .getRepository(MembershipInvoiceEntity)
      .insert({ invoiceId: invoice.id, membershipId: membership.id, stripeInvoiceId: null, periodStart: dayInPalma(start), periodEnd: dayInPalma(end) });
  }
}
