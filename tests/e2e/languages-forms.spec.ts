import { expect, test } from '@playwright/test';
import { CONTACT_TEXT } from '~/features/contact/contact-i18n.ts';
import { FORM_PAGE_TEXT } from '~/features/site/forms.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { describeWithoutJs } from './support/no-js.ts';

// The visitor forms from /en and /ku, posted without scripts: the confirmation and a refusal come in
// the language of the page the form was on.

const db = openE2eDb();
const messagesFrom = (email: string) =>
  db.selectFrom('contactMessages').select('email').where('email', '=', email).execute();

describeWithoutJs('the contact form in English and Kurmanji', () => {
  test('sent from /en/contact: the English confirmation', async ({ page }) => {
    const email = `jane-${Date.now()}@example.com`;
    const t = CONTACT_TEXT.en;
    await page.goto('/en/contact');
    await page.getByLabel(new RegExp(`^${t.nameLabel}`)).fill('Jane Doe');
    await page.getByLabel(new RegExp(`^${t.emailLabel}`)).fill(email);
    await page.getByLabel(new RegExp(`^${t.subjectLabel}`)).fill('Nemrut at sunrise');
    await page.getByLabel(new RegExp(`^${t.messageLabel}`)).fill('Is the road open in April?');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/en\/contact\/sent$/);
    await expect(page.getByRole('heading', { name: FORM_PAGE_TEXT.en.contactSentTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await messagesFrom(email)).toHaveLength(1);
  });

  test('refused from /ku/contact: shown again in Kurmanji, what was typed kept, nothing stored', async ({ page }) => {
    const t = CONTACT_TEXT.ku;
    await page.goto('/ku/contact');
    await page.getByLabel(new RegExp(`^${t.nameLabel}`)).fill('Rojda');
    // Passes the browser's own check (no dot after @), refused by the server.
    await page.getByLabel(new RegExp(`^${t.emailLabel}`)).fill('rojda@example');
    await page.getByLabel(new RegExp(`^${t.subjectLabel}`)).fill('Pirs');
    await page.getByLabel(new RegExp(`^${t.messageLabel}`)).fill('Silav!');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
    await expect(page.getByRole('heading', { name: FORM_PAGE_TEXT.ku.contactTitle })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText(t.email);
    await expect(page.getByLabel(new RegExp(`^${t.nameLabel}`))).toHaveValue('Rojda');
    expect(await messagesFrom('rojda@example')).toHaveLength(0);
  });
});
