import { expect, test } from '@playwright/test';
import { describeWithoutJs } from './support/no-js.ts';
import { ownerForRun } from './support/run-owner.ts';

// An owner, without JavaScript, says their listing is closed for now until a day: the business page shows
// the banner at once and no call; "Yeniden açıldık" opens it again.

const shop = ownerForRun('kapanis', { name: 'Besni Tadilat Fırını', category: 'Fırınlar', district: 'Besni' });

/** A day `days` from today in Turkey's calendar, 'YYYY-MM-DD'. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + days * 86_400_000));

describeWithoutJs('an owner’s temporary closure', () => {
  test('closes for now until a day, the business page says so with no call; reopening clears it', async ({ page }) => {
    await shop.signIn(page);
    await page.getByRole('link', { name: 'Geçici kapanış' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hesabim/isletme/${shop.listing}/gecici-kapanis$`));
    // The owner's pages are rendered for the owner alone: without scripts the footer already says so.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Hesabım', exact: true })).toHaveAttribute('href', '/hesabim');
    await expect(footer.getByRole('link', { name: 'Giriş', exact: true })).toBeHidden();
    const reopens = dayAhead(11);
    await expect(page.getByLabel(/^Yeniden açılış tarihi/)).toHaveAttribute('min', dayAhead(0));
    await page.getByLabel(/^Yeniden açılış tarihi/).fill(reopens);
    await page.getByRole('button', { name: 'Kapanışı bildir' }).click();
    await expect(page).toHaveURL(/durum=kapatildi/);
    await expect(page.getByText('Kapanış kaydedildi')).toBeVisible();
    await expect(page.getByText(/yeniden açılıyor\.$/)).toBeVisible();

    await page.goto(`/business/${shop.listing}`);
    await expect(page.getByTestId('closure-banner')).toContainText('Geçici olarak kapalı');
    await expect(page.getByTestId('closure-banner')).toContainText('yeniden açılıyor');
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);

    await page.goto(`/hesabim/isletme/${shop.listing}/gecici-kapanis`);
    await page.getByRole('button', { name: 'Yeniden açıldık' }).click();
    await expect(page.getByText('İşletmeniz yeniden açık görünüyor.')).toBeVisible();
    await page.goto(`/business/${shop.listing}`);
    await expect(page.getByTestId('closure-banner')).toHaveCount(0);
  });
});
