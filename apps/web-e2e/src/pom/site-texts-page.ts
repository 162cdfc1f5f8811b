import type { Locator, Page } from '@playwright/test';

type Language = 'es' | 'en';

/** /admin/site-texts and its content table (the page's own words are the spec's Spanish unless the test says otherwise). */
export class SiteTextsPage {
  readonly heading: Locator;
  readonly contentTable: Locator;
  readonly search: Locator;
  readonly section: Locator;
  readonly show: Locator;
  readonly editingRow: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Textos de la web|Site texts)$/ });
    this.contentTable = page.getByRole('table');
    this.search = page.getByRole('searchbox');
    this.section = page.getByRole('combobox', { name: /^(Sección|Section)$/ });
    this.show = page.getByRole('combobox', { name: /^(Mostrar|Show)$/ });
    this.editingRow = page.getByTestId('content-row-editing');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/admin/site-texts${query}`);
  }

  /** The row of an entry, by its key. */
  row(key: string): Locator {
    const exactly = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.page.getByTestId('content-row').filter({ has: this.page.getByTestId('content-key').filter({ hasText: exactly }) });
  }

  /** The text box of a language in the row being edited. */
  textbox(language: Language): Locator {
    return this.editingRow.getByRole('textbox', { name: language === 'es' ? /^(Texto en español|Spanish text) / : /^(Texto en inglés|English text) / });
  }

  async edit(key: string): Promise<void> {
    await this.row(key)
      .getByRole('button', { name: /^(Editar|Edit) / })
      .click();
  }
}
