// What the registration and the partnership forms share: the business's name, its owner and how to
// reach it (BusinessContactFields).

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
