// The Turkish e-mails the site sends: each a subject, a plain text and a simple HTML version built from
// the same lines, so the two never say different things. Zod-free and server-free.
import { SITE_NAME } from '~/lib/site.ts';

/** One e-mail as written: what `sendMail` takes besides the address. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What kind of message a row of the outbox is (the admin's outbox page shows it). */
export const MAIL_KINDS = {
  verification: 'E-posta doğrulama',
  passwordReset: 'Şifre sıfırlama',
  emailChange: 'E-posta değişikliği',
  invitation: 'Hesap daveti',
  submissionReceived: 'Başvuru alındı',
  approved: 'İşletme onaylandı',
  rejected: 'İşletme reddedildi',
  claimCode: 'Sahiplik kodu',
  claimResult: 'Sahiplik sonucu',
  changeApproved: 'Değişiklik onaylandı',
  changeRejected: 'Değişiklik reddedildi',
  accountDeleted: 'Hesap silindi',
  inboxReply: 'Mesaja yanıt',
  inquiry: 'İşletmeye mesaj',
  reminder: 'Sahip hatırlatması',
  reportResolved: 'Bildirim üzerine değişiklik',
  other: 'Diğer',
} as const;

export type MailKind = keyof typeof MAIL_KINDS;

/** A paragraph, or a link shown as a button in HTML and as the bare address in the text. */
type Line = string | { link: string; label: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const SIGNATURE = `${SITE_NAME} ekibi`;

/** Builds the text and HTML bodies of an e-mail from its lines. */
function compose(subject: string, lines: Line[]): MailContent {
  const text = [
    'Merhaba,',
    '',
    ...lines.flatMap((line) => (typeof line === 'string' ? [line, ''] : [`${line.label}: ${line.link}`, ''])),
    'Saygılarımızla,',
    SIGNATURE,
  ].join('\n');
  const body = lines
    .map((line) =>
      typeof line === 'string'
        ? `<p>${escapeHtml(line)}</p>`
        : `<p><a href="${escapeHtml(line.link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(line.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p>Merhaba,</p>
${body}
<p>Saygılarımızla,<br>${escapeHtml(SIGNATURE)}</p>
</body></html>`;
  return { subject: `${subject} | ${SITE_NAME}`, text, html };
}

/** Hours a link of the account e-mails stays valid (written into the texts). */
const linkHours = (hours: number) => `Bağlantı ${hours} saat geçerlidir ve yalnızca bir kez kullanılabilir.`;

/** An account e-mail around one single-use link: what it is for, the link, how long it holds, then any notes. */
const accountLinkMail =
  (subject: string, intro: string, label: string, ...notes: string[]) =>
  (link: string, hours: number) =>
    compose(subject, [intro, { link, label }, linkHours(hours), ...notes]);

export const MAIL = {
  /** The operator's answer to a visitor's message, paragraph by paragraph as written in the desk. */
  inboxReply: (subject: string, body: string) =>
    compose(
      subject,
      body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ),
  /** A visitor's message to a business, for its owner (or the admins when it has none). */
  inquiry: (
    businessName: string,
    from: { name: string; email: string; phone: string; message: string },
    link: string,
  ) =>
    compose(`“${businessName}” için yeni mesaj`, [
      `${from.name} rehberdeki sayfanızdan “${businessName}” işletmesine mesaj gönderdi:`,
      ...from.message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      `Yanıtlamak için: ${from.email}${from.phone ? ` · Telefon: ${from.phone}` : ''}`,
      { link, label: 'Mesajları görün' },
    ]),
  verification: accountLinkMail(
    'E-posta adresinizi doğrulayın',
    'İşletme sahibi hesabınız oluşturuldu. Hesabınızı kullanmaya başlamak için e-posta adresinizi doğrulayın.',
    'E-postamı doğrula',
    'Bu hesabı siz açmadıysanız bu e-postayı dikkate almayın.',
  ),
  passwordReset: accountLinkMail(
    'Şifre sıfırlama',
    'Hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi aşağıdaki bağlantıdan belirleyebilirsiniz.',
    'Yeni şifre belirle',
    'Bu isteği siz yapmadıysanız şifreniz değişmez; bu e-postayı dikkate almayın.',
  ),
  emailChange: accountLinkMail(
    'Yeni e-posta adresinizi doğrulayın',
    'Hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişikliği tamamlamak için doğrulayın.',
    'Yeni adresimi doğrula',
  ),
  invitation: (businessName: string, link: string) =>
    compose('İşletmenizi yönetmek için hesap açın', [
      `“${businessName}” başvurunuzu aldık. Bu e-posta adresiyle bir işletme sahibi hesabı açarsanız işletmeniz hesabınıza bağlanır; bilgilerini güncelleyebilir ve başvurunuzun durumunu görebilirsiniz.`,
      { link, label: 'Hesap aç' },
    ]),
  /** A visitor's report led the desk to change the owner's listing; the admin's note says what. */
  reportResolved: (businessName: string, note: string, link: string) =>
    compose(`“${businessName}” bilgileri güncellendi`, [
      `Bir ziyaretçi “${businessName}” sayfasındaki bilgilerin yanlış olduğunu bildirdi. Ekibimiz bildirimi inceledi ve işletmenizin sayfasında değişiklik yaptı:`,
      ...note
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      'Bir yanlışlık varsa hesabınızdan düzeltebilir ya da bu e-postayı yanıtlayabilirsiniz.',
      { link, label: 'Sayfanızı görün' },
    ]),
  submissionReceived: (businessName: string) =>
    compose('Başvurunuz alındı', [
      `“${businessName}” için başvurunuzu aldık. Ekibimiz bilgileri inceledikten sonra sonucu size e-postayla bildireceğiz.`,
    ]),
  approved: (businessName: string, link: string) =>
    compose('İşletmeniz yayında', [
      `“${businessName}” onaylandı ve rehberde yayınlandı.`,
      { link, label: 'İşletme sayfasını aç' },
    ]),
  rejected: (businessName: string, reason: string) =>
    compose('Başvurunuz onaylanmadı', [
      `“${businessName}” başvurunuz onaylanmadı.`,
      `Gerekçe: ${reason}`,
      'Bilgileri düzelterek yeniden başvurabilirsiniz.',
    ]),
  claimCode: (businessName: string, code: string, minutes: number) =>
    compose('İşletme sahipliği doğrulama kodu', [
      `“${businessName}” işletmesinin sahibi olduğunuzu doğrulamak için kodunuz: ${code}`,
      `Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
    ]),
  claimResult: (businessName: string, approved: boolean, reason?: string) =>
    compose(approved ? 'Sahiplik talebiniz onaylandı' : 'Sahiplik talebiniz reddedildi', [
      approved
        ? `“${businessName}” artık hesabınıza bağlı. Bilgilerini hesabınızdan güncelleyebilirsiniz.`
        : `“${businessName}” için sahiplik talebiniz reddedildi.`,
      ...(reason ? [`Gerekçe: ${reason}`] : []),
    ]),
  changeApproved: (businessName: string) =>
    compose('Değişikliğiniz onaylandı', [`“${businessName}” için gönderdiğiniz değişiklikler onaylandı ve yayında.`]),
  changeRejected: (businessName: string, reason: string) =>
    compose('Değişikliğiniz onaylanmadı', [
      `“${businessName}” için gönderdiğiniz değişiklikler onaylanmadı.`,
      `Gerekçe: ${reason}`,
      'Değişikliği hesabınızdan düzeltip yeniden gönderebilirsiniz.',
    ]),
  /** A sign-up with an address that already has an account: told to its owner, never to the visitor. */
  accountExists: (loginLink: string, resetLink: string) =>
    compose('Bu adresle zaten bir hesabınız var', [
      'Bu e-posta adresiyle yeni bir işletme sahibi hesabı açılmak istendi; ancak bu adresle zaten bir hesabınız var.',
      { link: loginLink, label: 'Giriş yap' },
      'Şifrenizi hatırlamıyorsanız yenisini belirleyebilirsiniz:',
      { link: resetLink, label: 'Şifremi unuttum' },
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesabınızda bir şey değişmedi.',
    ]),
  accountDeleted: () =>
    compose('Hesabınız silindi', [
      'İşletme sahibi hesabınız ve kişisel verileriniz silindi. İşletme kayıtları rehberde sahipsiz olarak kalır.',
    ]),
  ownerLeft: (businessNames: string[]) =>
    compose('Bir işletme sahibi hesabını sildi', [
      businessNames.length
        ? `Bir işletme sahibi hesabını sildi. Şu işletmeler artık sahipsiz: ${businessNames.join(', ')}.`
        : 'Bir işletme sahibi hesabını sildi. Hesaba bağlı işletme yoktu.',
    ]),
  /** A reminder to an owner (holiday hours, 'still right?'): its lines as the reminder writes them. */
  reminder: (subject: string, lines: Line[]) => compose(subject, lines),
} satisfies Record<Exclude<MailKind, 'other'> | 'ownerLeft' | 'accountExists', (...args: never[]) => MailContent>;
