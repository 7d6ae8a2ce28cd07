import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in screen, /login. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: /^sign in$/i });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /**
   * Fills the form once the screen has settled and sends it. Signing out lands here while the session clears, which
   * renders the form again and can empty what was typed: the filling is repeated until it stays.
   */
  async signIn(email: string, password: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/login/);
    await expect(this.page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(async () => {
      await this.email.fill(email);
      await this.password.fill(password);
      await expect(this.email).toHaveValue(email, { timeout: 500 });
    }).toPass();
    await this.submit.click();
  }
}
