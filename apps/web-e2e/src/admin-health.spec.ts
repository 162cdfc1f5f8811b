import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const operationOf = (route: Route): string | undefined => route.request().postDataJSON()?.operationName;

/** The figures as the API would give them (for states the test server's database is not in). */
/** Answers the settings page's health query; VERI*FACTU in production, its queue empty and sending on unless given. */
async function answerHealthFigures(page: Page, healthFigures: Record<string, unknown>, verifactu: { sending?: boolean; queue?: Record<string, unknown> } = {}) {
  const verifactuSettings = {
    __typename: 'VerifactuSettings',
    mode: (verifactu.sending ?? true) ? 'VERIFACTU' : 'NOT_SENDING',
    sending: verifactu.sending ?? true,
    queue: { __typename: 'AeatQueue', pending: 0, oldestPendingAgeSeconds: null, lastError: null, ...verifactu.queue },
  };
  await page.route('**/graphql', (route) =>
    operationOf(route) === 'HealthFigures'
      ? route.fulfill({ json: { data: { healthFigures: { __typename: 'HealthFigures', ...healthFigures }, verifactuSettings } } })
      : route.continue(),
  );
}

const backupRun = (finishedAt: string, rest: Record<string, unknown> = {}) => ({
  __typename: 'BackupRun',
  finishedAt,
  sizeBytes: 7_654_321,
  offsite: 'COPIED',
  error: null,
  ...rest,
});

test.describe("the site's health on the settings page", () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  test(
    'shows the last backup, the e-mails waiting and those not delivered, and whether cards are taken, each with its state in words',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
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
      // The test server sends billing records to its fake AEAT, which answers at once.
      await expect(health.getByTestId('health-verifactu')).toContainText(/Facturas a la Agencia TributariaCorrecto(Nada pendiente|\d+ registros? pendientes?)/);
      // The test server is in the AEAT's test environment: said plainly.
      await expect(health.getByTestId('health-verifactu')).toContainText('Entorno de pruebas: la empresa aún no factura con VERI*FACTU');

      // Side by side on a desktop, one under the other on a phone.
      const [first, second] = [await backup.boundingBox(), await health.getByTestId('health-outbox').boundingBox()];
      if (isMobile) expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      else expect(second!.y).toBe(first!.y);
    },
  );

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

  test('billing records the AEAT has not answered need attention, with the failure and the way to the records', async ({ page }) => {
    await answerHealthFigures(
      page,
      { lastBackup: null, failedBackup: null, outboxBacklog: 0, oldestPendingEmailAt: null, failedEmails: 0, cardPayments: true },
      {
        queue: { pending: 2, oldestPendingAgeSeconds: 600, lastError: 'no answer within 30000 ms' },
      },
    );
    await page.goto('/admin/settings');
    const verifactu = page.getByTestId('health-verifactu');
    await expect(verifactu).toHaveAttribute('data-tone', 'problem');
    await expect(verifactu).toContainText('Requiere atención2 registros pendientes');
    await expect(verifactu).toContainText('Último fallo: no answer within 30000 ms');
    await verifactu.getByRole('link', { name: 'Ver los registros de facturación' }).click();
    await expect(page).toHaveURL(/\/admin\/verifactu$/);
  });

  test.describe('in English', () => {
    test.use({ language: 'en' });

    test('a backup missed last night, and an e-mail waiting for long, are to be checked', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
      await answerHealthFigures(
        page,
        {
          lastBackup: backupRun('2026-11-22T02:00:04Z', { offsite: null }),
          failedBackup: null,
          outboxBacklog: 3,
          oldestPendingEmailAt: '2026-11-23T08:30:00Z',
          failedEmails: 0,
          cardPayments: false,
        },
        { sending: false },
      );
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
      const verifactu = health.getByTestId('health-verifactu');
      await expect(verifactu).toHaveAttribute('data-tone', 'problem');
      await expect(verifactu).toContainText('Needs attentionSending is offNo certificate is configured: records are kept, none is sent to the AEAT.');
      await expect(verifactu).toContainText('Production without a usable certificate: the company is not invoicing through VERI*FACTU.');
    });
  });
});
