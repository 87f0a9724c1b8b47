import type { AccountField } from '~/features/accounts/AccountForm.tsx';
import { CLAIM_CODE, CLAIM_NOTE_MAX, CLAIM_MSG as M } from '~/features/owners/messages.ts';
import type { ClaimInput } from '~/features/owners/schema.ts';

// The claim page's ways of proving a claim, strongest first: each a titled part of the page with its
// text and its forms (ClaimProofForm's props but the listing).

interface ClaimWay {
  titleId: string;
  title: string;
  text: string;
  /** Said instead of the text and the forms while a request waits. */
  pending?: string | undefined;
  forms: { method: ClaimInput['method']; id: string; label: string; submit: string; fields: AccountField[] }[];
}

interface ClaimSituation {
  /** The listing already has another owner: only an admin can decide. */
  adminOnly: boolean;
  /** A trade registry is configured. */
  registry: boolean;
  /** The listing's e-mail address, masked; null without one. */
  maskedEmail: string | null;
  /** The owner's request to an admin is waiting. */
  waiting: boolean;
}

const taxId: AccountField = {
  name: 'taxId',
  label: 'Vergi numarası',
  kind: 'text',
  maxLength: 10,
  autoComplete: 'off',
};
const code: AccountField = {
  name: 'code',
  label: M.codeLabel,
  kind: 'text',
  maxLength: CLAIM_CODE.length,
  autoComplete: 'one-time-code',
};
const note: AccountField = { name: 'note', label: M.noteLabel, kind: 'text', maxLength: CLAIM_NOTE_MAX };

export function claimWays({ adminOnly, registry, maskedEmail, waiting }: ClaimSituation): ClaimWay[] {
  const ways: ClaimWay[] = [];
  if (!adminOnly && registry) {
    ways.push({
      titleId: 'sicil',
      title: M.registryTitle,
      text: M.registryText,
      forms: [
        {
          method: 'registry',
          id: 'sicil',
          label: 'Vergi kaydıyla doğrulama formu',
          submit: 'Doğrula',
          fields: [taxId],
        },
      ],
    });
  }
  if (!adminOnly && maskedEmail) {
    ways.push({
      titleId: 'kod',
      title: M.codeTitle,
      text: M.codeText(maskedEmail),
      forms: [
        { method: 'send-code', id: 'kod-iste', label: 'Kod isteme formu', submit: M.codeSend, fields: [] },
        { method: 'code', id: 'kod-gir', label: 'Kod doğrulama formu', submit: 'Kodu Doğrula', fields: [code] },
      ],
    });
  }
  const request = {
    method: 'request',
    id: 'talep',
    label: 'Yönetici incelemesi talep formu',
    submit: 'Talep Gönder',
  } as const;
  ways.push({
    titleId: 'yonetici',
    title: M.adminTitle,
    text: M.adminText,
    pending: waiting ? M.adminPending : undefined,
    forms: [{ ...request, fields: [note] }],
  });
  return ways;
}
