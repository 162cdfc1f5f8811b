import type { Locator, Page } from '@playwright/test';
import { accounts, type Role } from '../support/accounts';

/** /admin/login, read in Spanish (the spec's texts). */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly demoHint: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' });
    this.email = page.getByLabel('Correo electrónico');
    this.password = page.getByLabel('Contraseña');
    this.submit = page.getByRole('button', { name: /Iniciar Sesión|Iniciando sesión/ });
    this.error = page.getByRole('alert');
    this.demoHint = page.getByRole('complementary');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/login');
    await this.heading.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  signInAs(role: Role): Promise<void> {
    return this.signIn(accounts[role].email, accounts[role].password);
  }
}
