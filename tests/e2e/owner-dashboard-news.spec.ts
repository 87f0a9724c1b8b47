import { expect, test } from '@playwright/test';
import { sendInquiry } from './support/forms.ts';
import { ownedListing, signInOwner } from './support/owners.ts';

// The owner's dashboard says what is new: after a visitor's message, '1 yeni mesaj' under the listing,
// leading to the messages page; what to do next is offered beside it.

const password = 'Besni-Uzum-Evi-42';
let email: string;
let listing: number;

test.beforeAll(async () => {
  email = `pano-${Date.now()}@example.com`;
  listing = await ownedListing(email, password, {
    name: `Besni Üzüm Evi ${Date.now() % 100_000}`,
    category: 'Restoran',
    address: 'Besni Merkez',
    district: 'Besni',
  });
});

test.use({ javaScriptEnabled: false });

test("the dashboard shows the new message count after a visitor's message", async ({ page, browser }) => {
  await sendInquiry(page, listing, {
    name: 'Zeynep Kaya',
    email: 'zeynep@example.com',
    message: 'Cumartesi öğlen altı kişilik masa ayırabilir misiniz?',
  });
  await expect(page.getByRole('status')).toContainText('Mesajınız iletildi');

  const owner = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInOwner(owner, email, password);
  const item = owner.locator(`[data-listing="${listing}"]`);
  await expect(item.getByTestId('new-messages')).toHaveText('1 yeni mesaj');
  await expect(item.getByTestId('listing-period')).toContainText('Son 30 gün:');
  await expect(item.getByTestId('next-steps')).toContainText('Fotoğraf ekleyin');
  await item.getByTestId('new-messages').click();
  await expect(owner).toHaveURL(new RegExp(`/hesabim/isletme/${listing}/mesajlar$`));
  await expect(owner.getByText('Cumartesi öğlen altı kişilik masa')).toBeVisible();
});
