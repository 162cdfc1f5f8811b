import { expect, test } from './fixtures';
import { countMail, signInLink, waitForMail } from './support/inbox';

// The English demo customer: the throttle's hold on it here cannot trip the other specs, which sign in as the Spanish one.
const customer = { email: 'customer@demo.com', password: 'Customer123!' };

test.describe('sign-in link', () => {
  test('the owner of an account held back by the throttle gets in through the e-mailed link, once', async ({ page, loginPage }) => {
    await loginPage.goto();
    for (let i = 0; i < 5; i++) {
      await loginPage.signIn(customer.email, `wrong-${i}`);
      await expect(loginPage.error).toHaveText('Credenciales inválidas');
    }
    await loginPage.signIn(customer.email, customer.password);
    await expect(loginPage.error).toContainText('Demasiados intentos');

    // Another run of this spec (the other viewport) may have mailed this account a link already.
    const earlier = await countMail(customer.email, /Your link to sign in/);
    await page.getByRole('button', { name: 'Envíame un enlace para entrar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Listo' })).toContainText(`si hay una cuenta activa con ${customer.email}`);

    const mail = await waitForMail(customer.email, /Your link to sign in/, { skip: earlier });
    expect(mail.text).toContain('It works once and expires in 30 minutes');
    const link = signInLink(mail);
    await page.goto(link);
    await expect(page).toHaveURL('/app');

    // The link worked once: opened again (signed out), it says so and offers a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Este enlace ya se ha usado: cada enlace funciona una sola vez.');
    await expect(page.getByRole('button', { name: 'Envíame un enlace nuevo' })).toBeVisible();
  });
});
