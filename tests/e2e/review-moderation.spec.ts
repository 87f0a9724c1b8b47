// Review moderation UI of /admin/approval against the reviews API of another issue
// (GET /api/reviews/pending, POST /api/reviews/{id}/approve|reject): passes once both are merged.
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';

test('an admin approves a pending review from the approval panel', async ({ page }) => {
  const comment = `Kahvaltısı çok güzeldi ${Date.now()}`;
  const db = openE2eDb();
  try {
    const business = await db.selectFrom('businesses').select(['id', 'name']).where('status', '=', 'approved').orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('reviews').values({ businessId: business.id, authorName: 'Ayşe K.', rating: 5, comment, status: 'pending' }).execute();
    await loginAsAdmin(page);
    const card = page.getByRole('listitem').filter({ hasText: comment });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Yorumu Onayla' }).click();
    await expect(page.getByTestId('toast')).toContainText('Yorum Onaylandı');
    await expect(page.getByText(comment)).toBeHidden();
    const row = await db.selectFrom('reviews').select('status').where('comment', '=', comment).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  } finally {
    await db.destroy();
  }
});
