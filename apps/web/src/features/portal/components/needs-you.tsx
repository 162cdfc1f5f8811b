import { useQuery } from '@apollo/client/react';
import { PortalNeedsDocument, PortalNextVisitDocument, type NeedsVisitJobFragment } from '@mmt/graphql';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlertText } from '../../../shared/boats/alert-text';
import { openTaskJob, useDueText, useTaskTitle } from '../../../shared/boats/maintenance';
import { formatDateTime, formatIsoDate, formatMoney } from '../../../shared/format/format';
import { visitWindow } from '../../../shared/format/visit-time';
import { useNow } from '../../../shared/hooks/use-now';
import { paths } from '../../../shared/paths';
import { isStale } from '../lib/vital-ranges';
import * as styles from './needs-you.css';

/** The soonest visit not yet over among the jobs' visits, with its job. */
function nextVisit(jobs: NeedsVisitJobFragment[], now: number) {
  const visits = jobs.flatMap((job) => job.visits.filter((visit) => Date.parse(visit.endsAt) > now).map((visit) => ({ job, visit })));
  return visits.sort((a, b) => Date.parse(a.visit.startsAt) - Date.parse(b.visit.startsAt))[0] ?? null;
}

/**
 * What waits on the customer, each linking to it: an invoice overdue or to pay, a quote to answer,
 * maintenance overdue or due soon (not yet asked for as a job), the next technician's visit booked,
 * a boat with an open alert or whose readings stopped. Nothing at all says so.
 */
export function NeedsYou() {
  const { t, i18n } = useTranslation('portal');
  const alertText = useAlertText();
  const taskTitle = useTaskTitle();
  const dueText = useDueText();
  const now = useNow(60_000);
  const { data, error } = useQuery(PortalNeedsDocument, { fetchPolicy: 'cache-and-network' });
  const visits = useQuery(PortalNextVisitDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return error ? <p className={styles.muted}>{t('needs.loadError')}</p> : null;

  const money = (invoice: { amountCents: number; currency: string }) => formatMoney(invoice.amountCents, i18n.language, invoice.currency);
  const maintenance = data.boats.edges.flatMap(({ node: boat }) =>
    boat.maintenanceTasks.filter((task) => task.state !== 'OK' && !openTaskJob(task)).map((task) => ({ boat, task })),
  );
  const maintenanceItem = ({ boat, task }: (typeof maintenance)[number]) => ({
    key: task.id,
    to: paths.app.boats.detail.getHref(boat.id),
    text: t(task.state === 'OVERDUE' ? 'needs.maintenanceOverdue' : 'needs.maintenanceDue', { boat: boat.name, task: taskTitle(task), due: dueText(task) }),
    urgent: task.state === 'OVERDUE',
  });
  const booked = visits.data
    ? nextVisit(
        [...visits.data.inProgress.edges, ...visits.data.scheduled.edges].map(({ node }) => node),
        now,
      )
    : null;
  const items: { key: string; to: string; text: ReactNode; urgent?: boolean }[] = [
    ...data.overdue.edges.map(({ node }) => ({
      key: node.id,
      to: paths.app.invoices.getHref(),
      text: t('needs.overdue', { number: node.number, amount: money(node) }),
      urgent: true,
    })),
    ...maintenance.filter(({ task }) => task.state === 'OVERDUE').map(maintenanceItem),
    ...data.quotes.edges.map(({ node }) => ({
      key: node.id,
      to: paths.app.jobs.detail.getHref(node.id),
      text: t('needs.quote', { title: node.title, boat: node.boat.name }),
    })),
    ...data.pending.edges.map(({ node }) => ({
      key: node.id,
      to: paths.app.invoices.getHref(),
      text: t('needs.pending', { number: node.number, amount: money(node), due: formatIsoDate(node.dueDate) }),
    })),
    ...maintenance.filter(({ task }) => task.state === 'DUE_SOON').map(maintenanceItem),
    ...(booked
      ? [
          {
            key: booked.visit.id,
            to: paths.app.jobs.detail.getHref(booked.job.id),
            text: t(booked.visit.technicians.length ? 'needs.visit' : 'needs.visitNoTechnician', {
              when: visitWindow(booked.visit, i18n.language),
              technicians: booked.visit.technicians.map(({ name }) => name).join(', '),
              title: booked.job.title,
              boat: booked.job.boat.name,
            }),
          },
        ]
      : []),
    ...data.boats.edges.flatMap(({ node: boat }) => [
      ...boat.openAlerts.map((alert) => ({
        key: alert.id,
        to: paths.app.boats.detail.getHref(boat.id),
        text: t('needs.alert', { boat: boat.name, alert: alertText(alert) }),
        urgent: true,
      })),
      ...(boat.vitalSigns && isStale(boat.vitalSigns.recordedAt, now) && boat.openAlerts.every((alert) => alert.kind !== 'NO_DATA')
        ? [
            {
              key: `${boat.id}-stale`,
              to: paths.app.boats.detail.getHref(boat.id),
              text: t('needs.stale', { boat: boat.name, time: formatDateTime(boat.vitalSigns.recordedAt) }),
            },
          ]
        : []),
    ]),
  ];

  return (
    <section className={styles.needs} aria-labelledby="needs-title" data-testid="needs-you">
      <h2 id="needs-title" className={styles.title}>
        {t('needs.title')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('needs.none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} data-urgent={item.urgent || undefined} className={styles.item}>
              <Link to={item.to}>{item.text}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
