import { expect as baseExpect, test } from './fixtures';
import { copy } from './support/public-pages';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('VIP membership', () => {
  test.use({ language: 'es' });

  test("a visitor applies for Gold, signs in on the way, pays the first month through Stripe Checkout; the admin sees the member, whose next quote has Gold's rate and discount", async ({
    page,
    browser,
    adminApi,
    signIn,
  }, testInfo) => {
    const customer = await adminApi.customer('es', 'Aina Gold');

    // The customer, in a browser of their own, signed out: /vip's Apply leads through sign-in to the plan.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addInitScript(() => {
      localStorage.setItem('preferred_language', 'es');
      localStorage.setItem('cookie-consent', 'declined');
    });
    const visitor = await context.newPage();
    await visitor.goto('/vip');
    await visitor.getByRole('link', { name: copy.es.vip.plans.gold.applyLabel }).click();
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.getByLabel('Correo electrónico').fill(customer.email);
    await visitor.getByLabel('Contraseña').fill(customer.password);
    await visitor.getByRole('button', { name: /Iniciar Sesión/ }).click();
    await expect(visitor).toHaveURL(/\/app\/membership\?join=GOLD/);
    const join = visitor.getByTestId('join-card');
    await expect(join.getByRole('heading', { name: 'Hacerse VIP Gold' })).toBeVisible();
    // 999 € a month + 21 % VAT.
    await expect(join).toContainText('1208,79 €');
    await join.getByRole('button', { name: 'Continuar al pago' }).click();

    await expect(visitor).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(visitor.getByTestId('amount')).toHaveText('€1,208.79');
    await visitor.getByRole('button', { name: /Pay/ }).click();
    await expect(visitor).toHaveURL(/\/app\/membership\?checkout=done/);
    await expect(visitor.getByTestId('membership-state')).toHaveText('Activa');
    await expect(visitor.getByTestId('next-charge')).toContainText('1208,79 €');
    await expect(visitor.getByRole('region', { name: 'Facturas de la membresía' }).getByTestId('invoice-row')).toHaveCount(1);
    await context.close();

    // The admin sees the new member in Socios VIP.
    await signIn('admin');
    await page.goto('/admin/vip');
    const member = page.getByTestId('vip-member').filter({ hasText: customer.email });
    await expect(member).toContainText('VIP Gold');
    await expect(member).toContainText('Activa');
    await expect(member).toContainText('1208,79 €/mes (Stripe)');

    // The member's next quote carries Gold's rate (2 h out of hours at 79 €, not the list's 60 €) and 20 % off,
    // as a discount line: (100,00 € + 158,00 €) − 51,60 € + 21 % VAT = 249,74 €.
    const jobId = await adminApi.approvedJob(customer, 'Revisión del radar', { description: 'Guardia nocturna', hours: 2, time: 'OUT_OF_HOURS' });
    await page.goto(`/admin/jobs/${encodeURIComponent(jobId)}`);
    const quote = page.getByTestId('quote');
    await expect(quote).toContainText('Guardia nocturna');
    await expect(quote).toContainText('79,00 €');
    await expect(quote).toContainText('Descuento socio VIP Gold (20 %)');
    await expect(quote).toContainText('249,74 €');
  });
});
