import { expect as baseExpect, test } from './fixtures';
import { waitForMail } from './support/inbox';
import { copy } from './support/public-pages';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe("VIP membership's life", () => {
  test.use({ language: 'en' });

  test('a visitor without an account creates one on the way, confirms it from the e-mail and comes back to the plan and pays; Gold, invoiced in their name, then asks for their tax identification', async ({
    browser,
  }, testInfo) => {
    const email = `visitor-${testInfo.project.name}-${Date.now()}@example.com`;
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await context.addInitScript(() => {
      localStorage.setItem('preferred_language', 'en');
      localStorage.setItem('cookie-consent', 'declined');
    });
    const visitor = await context.newPage();
    await visitor.goto('/en/vip');
    await visitor.getByRole('link', { name: copy.en.vip.plans.silver.applyLabel }).click();
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.getByTestId('sign-up-offer').getByRole('link', { name: 'Create an account' }).click();
    await expect(visitor).toHaveURL(/\/sign-up\?redirect=%2Fapp%2Fmembership%3Fjoin%3DSILVER/);
    await visitor.getByLabel('Name').fill('Visiting Sailor');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill('a long passphrase');
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByTestId('sign-up-sent')).toContainText(email);

    const mail = await waitForMail(email, /Confirm your account/);
    const link = /https?:\/\/\S+\/sign-up\/confirm\?\S+/.exec(mail.text)![0];
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await expect(visitor).toHaveURL(/\/app\/membership\?join=SILVER/);
    const join = visitor.getByTestId('join-card');
    await expect(join.getByRole('heading', { name: 'Join VIP Silver' })).toBeVisible();
    await join.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(visitor).toHaveURL(/\/c\/pay\/cs_test_/);
    await visitor.getByRole('button', { name: /Pay/ }).click();
    await expect(visitor).toHaveURL(/\/app\/membership\?checkout=done/);
    await expect(visitor.getByTestId('membership-state')).toHaveText('Active');

    // Gold is invoiced in the member's name: without a tax identification the change is refused, saying why.
    const changes = visitor.getByTestId('membership-changes');
    await changes.getByRole('button', { name: 'Change to Gold' }).click();
    await changes.getByRole('button', { name: 'Yes, change to Gold' }).click();
    await expect(changes.getByRole('alert')).toContainText('invoiced in your name');
    await context.close();
  });

  test('a member changes plan from the next period, sees it coming, and can undo it', async ({ page, adminApi }) => {
    const customer = await adminApi.customer('en', 'Pere Upgrade');
    await page.goto('/app/membership?join=SILVER');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByTestId('join-card').getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /Pay/ }).click();
    await expect(page.getByTestId('membership-state')).toHaveText('Active');
    const nextCharge = page.getByTestId('next-charge');
    await expect(nextCharge).toContainText('€361.79');

    const changes = page.getByTestId('membership-changes');
    await changes.getByRole('button', { name: 'Change to Gold' }).click();
    await expect(changes).toContainText('€1,208.79 a month');
    await changes.getByRole('button', { name: 'Yes, change to Gold' }).click();
    await expect(changes.getByTestId('plan-change-pending')).toContainText('Changes to VIP Gold on');
    // The month paid stays Silver; the next charge is Gold's.
    await expect(page.getByRole('heading', { name: 'VIP Silver' })).toBeVisible();
    await expect(nextCharge).toContainText('€1,208.79');
    await waitForMail(customer.email, /Your membership will be Gold from/);

    await changes.getByRole('button', { name: 'Stay on Silver' }).click();
    await expect(changes.getByTestId('plan-change-pending')).toHaveCount(0);
    await expect(nextCharge).toContainText('€361.79');
  });
});
