import { expect, test } from './fixtures';
import { company } from './support/company';
import { lineStarts } from './support/layout';
import { answeredCookieBanner, copy, fill, languages } from './support/public-pages';

const euros = { en: (n: number) => `€${n}`, es: (n: number) => `${n} €` };
const percent = { en: (n: number) => `${n}%`, es: (n: number) => `${n} %` };
const plans = [
  { id: 'silver', price: 299, normal: 59, overtime: 89, discount: 10 },
  { id: 'gold', price: 999, normal: 49, overtime: 79, discount: 20 },
] as const;

/** Intl puts a no-break space between number and symbol in Spanish. */
const normalise = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

for (const language of languages) {
  const t = copy[language].vip;

  test.describe(`VIP (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('shows Silver and Gold with prices without VAT and limited places', async ({ page }) => {
      await page.goto('/vip');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByText(t.limited)).toBeVisible();
      for (const plan of plans) {
        const card = page.locator(`[data-plan="${plan.id}"]`);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.plans[plan.id].name);
        expect(normalise(await card.getByTestId('vip-price').textContent())).toBe(euros[language](plan.price));
        const text = normalise(await card.textContent());
        expect(text).toContain(t.vatNote);
        expect(text).toContain(t.plans[plan.id].assistance);
        expect(text).toContain(fill(t.features.normalRate, { price: euros[language](plan.normal) }));
        expect(text).toContain(fill(t.features.overtimeRate, { price: euros[language](plan.overtime) }));
        expect(text).toContain(fill(t.features.discount, { percent: percent[language](plan.discount) }));
        await expect(card.getByRole('link', { name: t.plans[plan.id].applyLabel })).toHaveText(t.plans[plan.id].apply);
      }
      await expect(page).toHaveTitle(`${t.title} | ${company.brandName}`);
    });

    test('lays the plans out evenly: names and prices level, wrapped feature lines under their text', { tag: '@phone' }, async ({ page, isMobile }) => {
      await page.goto('/vip');
      const [silver, gold] = plans.map((plan) => page.locator(`[data-plan="${plan.id}"]`));
      if (!isMobile) {
        for (const part of [(card: typeof silver) => card.getByRole('heading', { level: 2 }), (card: typeof silver) => card.getByTestId('vip-price')]) {
          expect((await part(gold).boundingBox())!.y).toBeCloseTo((await part(silver).boundingBox())!.y, 0);
        }
      }
      // Every line of a feature starts at the same x (a line wrapped under the check mark would start left of it).
      for (const item of await page.locator('[data-plan] li').all()) {
        expect(new Set(await lineStarts(item)).size, (await item.textContent()) ?? '').toBe(1);
      }
    });
  });
}

// Where 'Apply' leads is the same in both languages: once, in Spanish (each plan's button is named
// in its language in the test above).
test.describe('VIP apply', () => {
  const t = copy.es.vip;
  test.use({ language: 'es' });
  test.beforeEach(({ page }) => answeredCookieBanner(page));

  test("each plan's Apply opens that plan in the customer's membership page, through sign-in for a visitor", async ({ page }) => {
    await page.goto('/vip');
    for (const plan of plans) {
      await expect(page.getByRole('link', { name: t.plans[plan.id].applyLabel })).toHaveAttribute('href', `/app/membership?join=${plan.id.toUpperCase()}`);
    }
    await page.getByRole('link', { name: t.plans.gold.applyLabel }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
