// The one 'verified' a visitor sees: the listing's owner proved it is theirs (by the tax registry, a code
// mailed to the business or an admin's review). Shown on cards, the business page and /authority.
export const OWNER_VERIFIED_MSG = {
  badge: 'Doğrulanmış işletme',
  /** What the badge means, on hover and tap and on /authority: one concept, earned by the owner. */
  badgeExplain:
    'İşletmenin sahibi bu kaydın kendisine ait olduğunu kanıtladı: resmî vergi sicili, işletmenin e-postasına gönderilen kod ya da yönetici incelemesiyle.',
} as const;
