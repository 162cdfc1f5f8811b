import { randomBytes } from 'node:crypto';
import { signInThroughApi } from './requests/session';
import { expect as baseExpect, test } from './fixtures';
import { waitForMail } from './support/inbox';
import { words, type Language } from './support/words';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

for (const language of ['es', 'en'] as Language[]) {
  test.describe(`from a job request to a paid invoice (${language})`, () => {
    test.use({ language });
    const w = words[language];

    test('the customer requests a job, the admin quotes it, the customer approves, the admin completes and invoices it, the customer pays online and sees it paid', async ({
      page,
      browser,
      adminApi,
      signIn,
    }, testInfo) => {
      const customer = await adminApi.customer(language, language === 'es' ? 'Marina Vich' : 'Emma Stone');
      const title = `${language === 'es' ? 'Revisión del piloto' : 'Autopilot check'} ${randomBytes(2).toString('hex')}`;

      // The customer, in a browser of their own.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      await context.addInitScript((lng) => localStorage.setItem('preferred_language', lng), language);
      await signInThroughApi(context.request, customer);
      const portal = await context.newPage();
      await portal.goto('/app/job-request');
      await portal.getByLabel(w.boat, { exact: true }).selectOption({ index: 1 });
      await portal.getByLabel(w.jobTitle).fill(title);
      await portal.getByRole('button', { name: w.sendRequest }).click();
      await expect(portal).toHaveURL(/\/app\/boats\//);

      // The admin finds it among the client's jobs and sends a quote.
      await signIn('admin');
      await page.goto(`/admin/jobs?customer=${encodeURIComponent(customer.id)}`);
      await page.getByRole('link', { name: title }).click();
      await page.getByLabel(w.lineDescription).fill(language === 'es' ? 'Revisión y calibrado (horas)' : 'Check and calibration (hours)');
      await page.getByLabel(w.quantity).fill('2');
      await page.getByLabel(w.unitPrice).fill(language === 'es' ? '59,50' : '59.50');
      await page.getByRole('button', { name: w.sendQuote }).click();
      await expect(page.getByTestId('quote')).toContainText(language === 'es' ? '143,99 €' : '€143.99'); // 119,00 + 21 % = 143,99

      // The customer gets the quote by e-mail and approves it from its link.
      const quoteMail = await waitForMail(customer.email, w.quoteSubject);
      const link = /https?:\/\/\S+\/app\/jobs\/[\w-]+/.exec(quoteMail.text)![0];
      await portal.goto(link);
      await portal.getByRole('button', { name: w.approve }).click();
      await expect(portal.getByText(w.status.APPROVED).first()).toBeVisible();

      // The admin moves it on, with a note, to Completado, and issues its invoice from the approved quote.
      await page.reload();
      for (const status of ['IN_PROGRESS', 'COMPLETED'] as const) {
        await page.getByLabel(w.newStatus).selectOption(status);
        if (status === 'COMPLETED') await page.getByLabel(w.note).fill(language === 'es' ? 'Todo calibrado.' : 'All calibrated.');
        await page.getByRole('button', { name: w.saveStatus }).click();
        await expect(page.getByTestId('timeline-entry').last()).toContainText(w.status[status]);
      }
      await page.getByRole('link', { name: w.createInvoice }).click();
      await expect(page.getByLabel(w.lineDescription)).not.toHaveValue('');
      await page.getByRole('button', { name: w.issueInvoice }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{3}$/ })).toBeVisible();
      const number = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await waitForMail(customer.email, new RegExp(number));

      // The customer sees the note on the timeline, then pays through the (fake) Stripe Checkout.
      await portal.reload();
      await expect(portal.getByText(language === 'es' ? 'Todo calibrado.' : 'All calibrated.')).toBeVisible();
      await portal.goto('/app/invoices');
      const row = portal.getByTestId('invoice-row').filter({ hasText: number });
      await row.getByRole('button', { name: w.pay }).click();
      await expect(portal).toHaveURL(/\/c\/pay\/cs_test_/);
      await expect(portal.getByTestId('amount')).toHaveText('€143.99');
      await portal.getByRole('button', { name: /Pay/ }).click();
      await expect(portal).toHaveURL(/\/app\/invoices\?payment=paid/);
      await expect(portal.getByTestId('payment-notice')).toHaveText(w.paidNotice);
      await expect(row).toContainText(w.status.PAID);
      await expect(row.getByRole('button', { name: w.pay })).toHaveCount(0);
      await context.close();
    });
  });
}
