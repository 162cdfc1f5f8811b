import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BoatEntity } from '../boats/entities/boat.entity.js';
import { timeInPalma } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { icalendar, type CalendarEvent } from '../common/icalendar.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { JobEntity } from '../jobs/entities/job.entity.js';
import { JobMail } from '../jobs/job-mail.js';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import { formatLongDay } from '../texts/format.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import type { VisitEntity } from './entities/visit.entity.js';
import type { VisitRow } from './models/visit.model.js';

type VisitTimes = Pick<VisitEntity, 'id' | 'startsAt' | 'endsAt' | 'updatedAt'>;

/** The berth as one line (marina, pontoon, berth), or nothing. */
const placeOf = (boat: Pick<BoatEntity, 'berthMarina' | 'berthPontoon' | 'berthNumber'>) =>
  [boat.berthMarina, boat.berthPontoon, boat.berthNumber].filter(Boolean).join(', ');

/** What the visits send: the customer's e-mail of each window (with its .ics), and a technician's calendar. */
@Injectable()
export class VisitMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobMail: JobMail,
    private readonly texts: BusinessTexts,
    private readonly clock: Clock,
  ) {}

  /** The visit's window in the customer's language, and the appointment for their calendar. */
  async toCustomer(manager: EntityManager, kind: 'visitScheduled' | 'visitMoved', job: JobEntity, visit: VisitTimes): Promise<void> {
    const words = async (owner: UserEntity) => (await this.texts.texts('emails', owner.language, manager)).visitCalendar;
    const windowOf = async (owner: UserEntity) => ({ window: this.windowText((await words(owner)).window, visit, owner.language) });
    await this.jobMail.toCustomer(manager, kind, job, windowOf, async (owner, boat) => {
      const company = await this.texts.company(manager);
      const url = `${this.config.publicUrl}${paths.app.jobs.detail.getHref(toGlobalId('Job', job.id))}`;
      const event: CalendarEvent = {
        uid: this.uid(visit.id),
        start: visit.startsAt,
        end: visit.endsAt,
        summary: `${company.brandName}: ${job.title}`,
        description: `${job.description}\n${url}`.trim(),
        url,
        location: placeOf(boat) || undefined,
        sequence: Math.floor(visit.updatedAt.getTime() / 1000),
      };
      const calendar = icalendar({ name: company.brandName, events: [event], now: new Date(this.clock.now()) });
      return [
        { filename: (await words(owner)).file, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(calendar).toString('base64') },
      ];
    });
  }

  /** A technician's visits as their calendar app shows them, in their language. */
  async calendarOf(owner: UserEntity, visits: readonly VisitRow[]): Promise<{ name: string; events: CalendarEvent[] }> {
    const [words, company] = await Promise.all([this.texts.texts('emails', owner.language), this.texts.company()]);
    const url = `${this.config.publicUrl}${paths.technician.root.getHref()}`;
    return {
      name: fill(words.visitCalendar.name, { brand: company.brandName }),
      events: visits.map((visit) => ({
        uid: this.uid(visit.id),
        start: visit.startsAt,
        end: visit.endsAt,
        summary: `${visit.boatName}: ${visit.jobTitle}`,
        description: [visit.jobDescription, visit.customerName, visit.customerPhone, fill(words.visitCalendar.link, { link: url })].filter(Boolean).join('\n'),
        url,
        location: placeOf(visit) || undefined,
      })),
    };
  }

  private windowText(template: string, visit: VisitTimes, language: Language): string {
    return fill(template, { date: formatLongDay(visit.startsAt, language), start: timeInPalma(visit.startsAt), end: timeInPalma(visit.endsAt) });
  }

  private uid(visitId: number): string {
    return `visit-${visitId}@${new URL(this.config.publicUrl).host}`;
  }
}
