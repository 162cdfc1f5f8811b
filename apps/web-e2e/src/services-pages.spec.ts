import { expect, test } from './fixtures';
import { company } from './support/company';
import { answeredCookieBanner, copy, languages, serviceChain, sitePath } from './support/public-pages';

const cardCount = (slug: string) => (slug === 'naval-electricity' ? 6 : slug === 'ai-solutions' ? 5 : 4);

for (const language of languages) {
  const t = copy[language].services;
  const at = (path: string) => sitePath(language, path);

  test.describe(`services (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    test('the services page shows its title, subtitle and all 12 services', async ({ page }) => {
      await page.goto(at('/services'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByText(t.subtitle)).toBeVisible();
      const cards = page.getByTestId('services-grid').getByRole('listitem');
      await expect(cards).toHaveCount(12);
      for (const [index, slug] of serviceChain.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.items[slug].title);
        await expect(card.getByRole('link')).toHaveAttribute('href', at(`/services/${slug}`));
      }
      await expect(page).toHaveTitle(`${t.title} | ${company.brandName}`);
      // It ends, as each service page does, with the call to contact us, about the services in general.
      await expect(page.getByRole('heading', { level: 2, name: t.contact.title })).toBeVisible();
      const contact = page.getByRole('link', { name: t.contactLabel });
      await expect(contact).toHaveAttribute('href', `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(t.whatsappMessageGeneral)}`);
    });

    test('the service cards say the same on the home page and the services page', async ({ page }) => {
      await page.goto(at('/services'));
      await expect(page.getByTestId('services-grid').getByRole('listitem').first()).toContainText(`${t.cardCta} →`);
      await page.goto(at('/'));
      await expect(page.getByTestId('service-card').first()).toContainText(`${t.cardCta} →`);
    });

    test('next links walk the whole chain in the spec order, with the right number of cards', async ({ page }) => {
      await page.goto(at(`/services/${serviceChain[0]}`));
      for (const [index, slug] of serviceChain.entries()) {
        const item = t.items[slug];
        await expect(page).toHaveURL(at(`/services/${slug}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
        await expect(page.getByText(item.subtitle, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(item.intro)).toBeVisible();
        await expect(page.getByTestId('service-cards').getByRole('listitem')).toHaveCount(cardCount(slug));
        await expect(page.getByRole('heading', { level: 3, name: item.cards[0].title })).toBeVisible();
        await expect(page.getByRole('img', { name: item.imageAlt })).toBeVisible();
        await expect(page).toHaveTitle(`${item.metaTitle} | ${company.brandName}`);

        const chain = page.getByRole('navigation', { name: t.title, exact: true });
        const previous = chain.getByRole('link', { name: new RegExp(t.previous) });
        const next = chain.getByRole('link', { name: new RegExp(t.next) });
        if (index === 0) await expect(previous).toHaveCount(0);
        else await expect(previous).toHaveAttribute('href', at(`/services/${serviceChain[index - 1]}`));
        if (index === serviceChain.length - 1) {
          await expect(next).toHaveCount(0);
        } else {
          await expect(next).toContainText(t.items[serviceChain[index + 1]].title);
          await next.click();
        }
      }
      // And back one step from the last.
      await page
        .getByRole('navigation', { name: t.title, exact: true })
        .getByRole('link', { name: new RegExp(t.previous) })
        .click();
      await expect(page).toHaveURL(at('/services/process-automation'));
    });

    test('a service page links back to the services and home, and offers contact', async ({ page }) => {
      await page.goto(at('/services/solar-panels'));
      await expect(page.getByRole('heading', { level: 2, name: t.contact.title })).toBeVisible();
      const contact = page.getByRole('link', { name: t.contactLabel });
      await expect(contact).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${company.whatsappNumber}\\?text=`));
      await expect(contact).toHaveAttribute('target', '_blank');
      await page.getByRole('link', { name: t.backToServices }).click();
      await expect(page).toHaveURL(at('/services'));
      await page.goto(at('/services/solar-panels'));
      await page.getByRole('link', { name: t.backToHome }).click();
      await expect(page).toHaveURL(at('/'));
    });

    test('the hero gives title and illustration each their place: the picture whole, nothing over it, the icon once', { tag: '@phone' }, async ({ page }) => {
      for (const slug of ['naval-electricity', 'process-automation'] as const) {
        await page.goto(at(`/services/${slug}`));
        const hero = page.getByRole('main').locator('header');
        const picture = hero.getByRole('img', { name: t.items[slug].imageAlt });
        await expect(picture).toBeVisible();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
        const [heroBox, pictureBox, titleBox] = await Promise.all([
          hero.boundingBox(),
          picture.boundingBox(),
          hero.getByRole('heading', { level: 1 }).boundingBox(),
        ]);
        // Whole: inside the hero, at the drawing's own 16:9 (so object-fit never crops it).
        expect(pictureBox!.x).toBeGreaterThanOrEqual(heroBox!.x);
        expect(pictureBox!.y).toBeGreaterThanOrEqual(heroBox!.y);
        expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(heroBox!.x + heroBox!.width + 0.5);
        expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height + 0.5);
        expect(pictureBox!.width / pictureBox!.height).toBeCloseTo(1200 / 675, 1);
        // The title beside or below it, never on it.
        const apart =
          titleBox!.x >= pictureBox!.x + pictureBox!.width ||
          titleBox!.x + titleBox!.width <= pictureBox!.x ||
          titleBox!.y >= pictureBox!.y + pictureBox!.height;
        expect(apart).toBe(true);
        // The drawing carries the service's icon: no second one in the hero.
        await expect(hero.locator('svg')).toHaveCount(0);
      }
    });

    test('every service page declares its canonical URL on the public address and Service structured data', async ({ page, baseURL }) => {
      for (const slug of serviceChain) {
        // The canonical is the page's own address in its language on the site's public URL (PUBLIC_URL, the e2e server's base URL).
        const canonical = new URL(at(`/services/${slug}`), baseURL).href;
        await page.goto(at(`/services/${slug}`));
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        const json = await page.locator('script[type="application/ld+json"]').first().textContent();
        const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
        expect(data).toMatchObject({ '@type': 'Service', name: t.items[slug].title, url: canonical, provider: { url: company.website } });
      }
    });
  });
}

// Opening a card, where a page opens and an unknown service work the same in both languages: once,
// in Spanish. The English cards' titles and addresses, and its chain links, are checked above, and
// an unknown service's 404 in English in not-found.spec.ts.
test.describe('services: opening a page', () => {
  const t = copy.es.services;
  test.use({ language: 'es' });
  test.beforeEach(({ page }) => answeredCookieBanner(page));

  test('a service card opens its page', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: t.items.nas.title, exact: true }).click();
    await expect(page).toHaveURL('/services/nas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.items.nas.title);
  });

  test('AI solutions opens at the top of the page', async ({ page }) => {
    await page.goto('/services/process-automation');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: t.title, exact: true })
      .getByRole('link', { name: new RegExp(t.previous) })
      .click();
    await expect(page).toHaveURL('/services/ai-solutions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown service is the 404 page', async ({ page }) => {
    await page.goto('/services/submarines');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });
});

test.describe('scroll positions', () => {
  test.beforeEach(({ page }) => answeredCookieBanner(page));

  test('a page opened afresh starts at the top; a reload keeps its place', async ({ page }) => {
    await page.goto('/services');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('main').getByRole('link', { name: copy.es.services.items.nas.title, exact: true }).click();
    await expect(page).toHaveURL('/services/nas');
    await page.goto('/vip');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });
});
