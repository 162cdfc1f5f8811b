import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { businessHoursOf, inBusinessHours } from '../company/business-hours.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { PlanIdValue } from './entities/membership.entity.js';
import { memberPlanOf } from './member-prices.js';

/** How a member's request or alert stands: priority (Gold at any hour, Silver in business hours), and urgent (Gold out of hours: the admins are e-mailed at once). */
export interface Priority {
  priority: boolean;
  urgent: boolean;
}

/** The rule itself: Gold is priority at any hour, Silver in business hours, others never; Gold out of hours is urgent. */
export function priorityOf(plan: PlanIdValue | null, withinHours: boolean): Priority {
  if (plan === 'GOLD') return { priority: true, urgent: !withinHours };
  return { priority: plan === 'SILVER' && withinHours, urgent: false };
}

/** VIP priority: marks members' job requests as they come in, and tells the desk which alerts are a member's priority. */
@Injectable()
export class MemberPriority implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.prioritizeWith((manager, ownerId) => this.of(ownerId, new Date(this.clock.now()), manager));
  }

  /** The customer's priority for something that came in at `at` (a request, an alert), by their membership now. */
  async of(customerId: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<Priority> {
    const plan = await memberPlanOf(manager, customerId);
    return priorityOf(plan?.id ?? null, plan ? inBusinessHours(await businessHoursOf(manager), at) : false);
  }
}
