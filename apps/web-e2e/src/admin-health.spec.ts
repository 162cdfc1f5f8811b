import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const operationOf = (route: Route): string | undefined => route.request().postDataJSON()?.operationName;

/** The figures as the API would give them (for states the test server's database is not in). */
async function answerHealthFigures(page: Page, healthFigures: Record<string, unknown>) {
  await page.route('**/graphql', (route) =>
    operationOf(route) === 'HealthFigures' ? route.fulfill({ json: { data: { healthFigures: { __typename: 'HealthFigures', ...healthFigures } } } }) : route.continue(),
  );
}

const backupRun = (finishedAt: string, rest: Record<string, unknown> = {}) => ({ __typename: 'BackupRun', finishedAt, sizeBytes: 7_654_321, offsite: 'COPIED', error: null, ...rest });

test.describe("the site's health on the settings page", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  test('shows the last backup, the e-mails waiting and those not delivered, and whether cards are taken, each with its state in words', async ({ page, isMobile }) => {
    await page.goto('/admin/settings');
    const health = page.getByRole('region', { name: 'Estado del sitio' });
    // The test server takes no backups: none yet, to be checked.
    const backup = health.getByTestId('health-backup');
    await expect(backup).toContainText('Última copia de seguridad');
    await expect(backup).toContainText('RevisarNinguna todavía');
    await expect(backup).toContainText('El servicio de copias hace la primera en cuanto arranca.');
    await expect(health.getByTestId('health-outbox')).toContainText(/Correos por enviar(Correcto|Revisar)(Ninguno|\d+ correos?)/);
    await expect(health.getByTestId('health-failed-emails')).toContainText(/Correos no entregados(CorrectoNinguno|Requiere atención\d+ correos?)/);
    // The test server takes cards (its Stripe is a local stand-in).
    await expect(health.getByTestId('health-card-payments')).toContainText('Pago con tarjetaCorrectoConfigurado (Stripe)');

    // Side by side on a desktop, one under the other on a phone.
    const [first, second] = [await backup.boundingBox(), await health.getByTestId('health-outbox').boundingBox()];
    if (isMobile) expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    else expect(second!.y).toBe(first!.y);
  });

  test('a failed backup needs attention: when, why, and the last good one', async ({ page }) => {
    await answerHealthFigures(page, {
      lastBackup: backupRun('2026-11-21T02:00:04Z'),
      failedBackup: { __typename: 'BackupRun', finishedAt: '2026-11-22T02:00:01Z', error: 'pg_dump failed (exit 1): connection refused' },
      outboxBacklog: 0,
      oldestPendingEmailAt: null,
      failedEmails: 2,
      cardPayments: true,
    });
    await page.goto('/admin/settings');
    const backup = page.getByTestId('health-backup');
    await expect(backup).toHaveAttribute('data-tone', 'problem');
    await expect(backup).toContainText('Requiere atenciónFalló el 22/11/2026 03:00');
    await expect(backup).toContainText('pg_dump failed (exit 1): connection refused');
    await expect(backup).toContainText('Última copia correcta: 21/11/2026 03:00');
    const failed = page.getByTestId('health-failed-emails');
    await expect(failed).toContainText('Requiere atención2 correos');
    await failed.getByRole('link', { name: 'Mira por qué y vuelve a enviarlos en la página de clientes' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test('a backup missed last night, and an e-mail waiting for long, are to be checked', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
      await answerHealthFigures(page, {
        lastBackup: backupRun('2026-11-22T02:00:04Z', { offsite: null }),
        failedBackup: null,
        outboxBacklog: 3,
        oldestPendingEmailAt: '2026-11-23T08:30:00Z',
        failedEmails: 0,
        cardPayments: false,
      });
      await page.goto('/admin/settings');
      const health = page.getByRole('region', { name: 'Site health' });
      const backup = health.getByTestId('health-backup');
      await expect(backup).toHaveAttribute('data-tone', 'warning');
      await expect(backup).toContainText('Check22/11/2026 03:00');
      await expect(backup).toContainText('7.3 MB · kept on this server only');
      await expect(backup).toContainText('More than a day old: check that the backup service is running.');
      await expect(health.getByTestId('health-outbox')).toContainText('Check3 e-mailsThe oldest was queued 30 minutes ago: check the mail server settings.');
      await expect(health.getByTestId('health-failed-emails')).toContainText('OKNone');
      await expect(health.getByTestId('health-card-payments')).toContainText('CheckNot set upCustomers are shown the bank transfer details of these settings.');
    });
  });
});
