import { expect, test } from '@playwright/test';
import { approveInQueue, openQueue } from './support/admin.ts';
import { hydrated } from './support/islands.ts';

test('a visitor reviews a business; the review shows only after an admin approves it', async ({ page, request }) => {
  const { businesses } = await (
    await request.get('/api/businesses?district=Sincik&category=Restoranlar&limit=1')
  ).json();
  const business = businesses[0];
  const comment = `Kahvaltısı ve çayı çok güzeldi ${Date.now()}`;

  await page.goto(`/business/${business.id}`);
  const form = page.getByRole('form', { name: 'Yorum formu' });
  await hydrated(page, 'ReviewForm');

  await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(form.getByText('Lütfen 1 ile 5 arasında bir puan verin')).toBeVisible();
  await form.getByRole('radio', { name: '4 yıldız' }).check({ force: true });
  await form.getByLabel('Yorumunuz').fill(comment);
  await form.getByLabel('Adınız (isteğe bağlı)').fill('Zeynep Ş.');
  await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Yorumunuz alındı' })).toContainText(
    'onaylandıktan sonra yayınlanacak',
  );

  await page.reload();
  await expect(page.getByText(comment)).toHaveCount(0);

  // The review waits in the one queue with everything else; approved, it leaves the queue.
  await openQueue(page);
  const card = page.getByTestId('moderation-queue').getByRole('listitem').filter({ hasText: comment });
  await expect(card).toBeVisible();
  await approveInQueue(card);
  await expect(page.getByText(comment)).toBeHidden();

  await page.goto(`/business/${business.id}`);
  const reviews = page.getByRole('region', { name: 'Yorumlar' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(reviews.getByText('Zeynep Ş.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 üzerinden 4 yıldız' })).toBeVisible();
});
