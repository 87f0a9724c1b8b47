// What the registration and the partnership forms start with alike: the business's name, its owner, how
// to reach it (BusinessContactFields) and its category.

/** Those fields' values in an empty form. */
export const START_EMPTY = { businessName: '', ownerName: '', email: '', phone: '', category: '' };

/** BusinessContactFields' labels, from the form's words in the page's language. */
export function contactFieldWords(t: {
  businessNameLabel: string;
  ownerNameLabel: string;
  emailLabel: string;
  phoneLabel: string;
}) {
  return {
    ownerLabel: t.ownerNameLabel,
    labels: { businessName: t.businessNameLabel, email: t.emailLabel, phone: t.phoneLabel },
  };
}
