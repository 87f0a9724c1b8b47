// The owners' account forms, each written once: where it posts, how it is named and its fields. The
// pages add what changes per request (the state of a refused post, hidden values).
import type { AccountField, AccountFormProps } from '~/features/accounts/AccountForm.tsx';
import { ACCOUNT_LIMITS } from '~/features/accounts/messages.ts';

type AccountFormSpec = Omit<AccountFormProps, 'state' | 'hidden'>;

const email = (label = 'E-posta'): AccountField => ({ name: 'email', label, kind: 'email' });
const currentPassword: AccountField = { name: 'currentPassword', label: 'Mevcut şifre', kind: 'current-password' };
/** A new password, typed twice. */
const newPassword = (label: string): AccountField[] => [
  { name: 'password', label, kind: 'new-password' },
  { name: 'passwordRepeat', label: `${label} (tekrar)`, kind: 'new-password' },
];

export const ACCOUNT_FORMS = {
  login: {
    id: 'giris',
    action: '/api/account/login',
    label: 'Giriş formu',
    submit: 'Giriş Yap',
    fields: [
      { ...email(), autoComplete: 'username' },
      { name: 'password', label: 'Şifre', kind: 'current-password' },
    ],
  },
  signup: {
    id: 'kayit',
    action: '/api/account/signup',
    label: 'Hesap açma formu',
    submit: 'Hesap Aç',
    honeypot: true,
    fields: [
      { name: 'name', label: 'Adınız Soyadınız', kind: 'text', autoComplete: 'name', maxLength: ACCOUNT_LIMITS.name },
      email(),
      ...newPassword('Şifre'),
    ],
  },
  forgot: {
    id: 'unuttum',
    action: '/api/account/forgot',
    label: 'Şifre sıfırlama isteği',
    submit: 'Bağlantı Gönder',
    honeypot: true,
    fields: [email()],
  },
  reset: {
    id: 'sifirla',
    action: '/api/account/reset',
    label: 'Yeni şifre formu',
    submit: 'Şifremi Değiştir',
    fields: newPassword('Yeni şifre'),
  },
  password: {
    id: 'sifre',
    action: '/api/account/password',
    label: 'Şifre değiştirme formu',
    submit: 'Şifreyi Değiştir',
    fields: [currentPassword, { name: 'password', label: 'Yeni şifre', kind: 'new-password' }],
  },
  email: {
    id: 'eposta',
    action: '/api/account/email',
    label: 'E-posta değiştirme formu',
    submit: 'Doğrulama Bağlantısı Gönder',
    fields: [email('Yeni e-posta'), currentPassword],
  },
  delete: {
    id: 'sil',
    action: '/api/account/delete',
    label: 'Hesap silme formu',
    submit: 'Hesabımı Kalıcı Olarak Sil',
    danger: true,
    fields: [currentPassword],
  },
} satisfies Record<string, AccountFormSpec>;
