import { paths } from '../../shared/paths';

export type Area = 'portal' | 'admin' | 'technician';

/**
 * The sections each area's frame lists, in order, each named by its label in the portal's words
 * (`end`: matches its own path only, not the pages under it). An admin's /app is their portal
 * home: they see the admin's sections there.
 */
export const areaSections = {
  portal: [
    { label: 'frame.portal.home', href: paths.app.root.getHref(), end: true },
    { label: 'frame.portal.boats', href: paths.app.boats.getHref() },
    { label: 'frame.portal.jobs', href: paths.app.jobs.getHref() },
    { label: 'frame.portal.invoices', href: paths.app.invoices.getHref() },
  ],
  admin: [
    { label: 'frame.admin.dashboard', href: paths.admin.dashboard.getHref() },
    { label: 'frame.admin.clients', href: paths.admin.clients.getHref() },
    { label: 'frame.admin.jobs', href: paths.admin.jobs.getHref() },
    { label: 'frame.admin.schedule', href: paths.admin.schedule.getHref() },
    { label: 'frame.admin.maintenance', href: paths.admin.maintenance.getHref() },
    { label: 'frame.admin.invoices', href: paths.admin.invoices.getHref() },
    { label: 'frame.admin.vip', href: paths.admin.vip.getHref() },
    { label: 'frame.admin.parts', href: paths.admin.parts.getHref() },
    { label: 'frame.admin.staff', href: paths.admin.staff.getHref() },
    { label: 'frame.admin.verifactu', href: paths.admin.verifactu.getHref() },
    { label: 'frame.admin.siteTexts', href: paths.admin.siteTexts.getHref() },
    { label: 'frame.admin.settings', href: paths.admin.settings.getHref() },
  ],
  technician: [{ label: 'frame.technician.visits', href: paths.technician.root.getHref(), end: true }],
} as const satisfies Record<Area, readonly { label: string; href: string; end?: boolean }[]>;

/** How many sections still fit a 390 px phone in one row; an area with more lists them in the menu there. */
export const PHONE_ROW_MAX = 4;

export interface AreaSection {
  label: (typeof areaSections)[Area][number]['label'];
  href: string;
  end?: boolean;
}
