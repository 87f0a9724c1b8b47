import {
  AUTHORITY_ACTION_STATUSES,
  AUTHORITY_ACTIONS,
  type AuthorityActionId,
  type AuthorityActionStatus,
  DIRECTORY_TARGETS,
  type DirectoryStatus,
  type DirectoryTarget,
  PARTNER_INSTITUTIONS,
  type PartnerInstitution,
  type PartnerStatus,
} from '~/features/seo/authority-targets.ts';
import { z } from '~/lib/zod.ts';

/** Messages of /authority-builder (SPEC §2, §8). */
export const AUTHORITY_MSG = {
  submittedTitle: 'Başvuru Gönderildi',
  submittedText: 'Rehber başvurunuz başarıyla kaydedildi.',
  contactedTitle: 'İletişim Kuruldu',
  contactedText: 'Ortaklık teklifi başarıyla gönderildi.',
  errorTitle: 'Hata',
  errorText: 'İşlem kaydedilemedi. Lütfen tekrar deneyin.',
  actionStarted: 'Action Started',
  copied: 'Kopyalandı',
  copyFailed: 'Kopyalama başarısız. Lütfen metni elle seçip kopyalayın.',
  unknownDirectory: 'Geçersiz rehber seçimi',
  unknownPartner: 'Geçersiz kurum seçimi',
  unknownAction: 'Geçersiz işlem',
  alreadySubmitted: 'Bu rehbere zaten başvuru yapıldı.',
  alreadyContacted: 'Bu kurumla zaten iletişime geçildi.',
  submissionDataMissing: 'Başvuru bilgileri eksik',
  businessNameRequired: 'İşletme adı gerekli',
  websiteInvalid: 'Geçerli bir web sitesi adresi giriniz',
  descriptionMin: 'En az 20 karakter açıklama yazın',
  categoryRequired: 'Kategori gerekli',
  emailInvalid: 'Geçerli bir email adresi girin',
  phoneInvalid: 'Geçerli bir telefon numarası girin',
  messageMin: 'Mesaj en az 20 karakter olmalıdır',
  tooLong: 'Metin çok uzun',
} as const;

const directoryIds = DIRECTORY_TARGETS.map((d) => d.id) as [string, ...string[]];
const partnerNames = PARTNER_INSTITUTIONS.map((p) => p.name) as [string, ...string[]];

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, AUTHORITY_MSG.tooLong));

const email = () =>
  z.pipe(
    z.string({ error: AUTHORITY_MSG.emailInvalid }).check(z.trim(), z.maxLength(200, AUTHORITY_MSG.tooLong)),
    z.email(AUTHORITY_MSG.emailInvalid),
  );

/** The business information sent with a directory submission (also the editable form). */
export const submissionDataSchema = z.object(
  {
    businessName: text(AUTHORITY_MSG.businessNameRequired, 1, 200),
    website: z.string({ error: AUTHORITY_MSG.websiteInvalid }).check(
      z.trim(),
      z.maxLength(500, AUTHORITY_MSG.tooLong),
      z.refine((v) => /^https?:\/\/[^\s/]+\.?[^\s]*$/i.test(v) && URL.canParse(v), AUTHORITY_MSG.websiteInvalid),
    ),
    description: text(AUTHORITY_MSG.descriptionMin, 20, 2000),
    category: text(AUTHORITY_MSG.categoryRequired, 1, 100),
    contactEmail: email(),
    contactPhone: text(AUTHORITY_MSG.phoneInvalid, 10, 30),
  },
  { error: AUTHORITY_MSG.submissionDataMissing },
);
export type SubmissionData = z.infer<typeof submissionDataSchema>;

/** POST /api/authority/directory-submission (SPEC §3 'Directory submission payload'). */
export const directorySubmissionSchema = z.object({
  directory: z.enum(directoryIds, { error: AUTHORITY_MSG.unknownDirectory }),
  submissionData: submissionDataSchema,
});
export type DirectorySubmissionInput = z.infer<typeof directorySubmissionSchema>;

/** POST /api/authority/partnership-outreach (SPEC §3 'Partnership outreach payload'). */
export const partnershipOutreachSchema = z.object({
  partnerName: z.enum(partnerNames, { error: AUTHORITY_MSG.unknownPartner }),
  partnerEmail: email(),
  message: text(AUTHORITY_MSG.messageMin, 20, 5000),
});
export type PartnershipOutreachInput = z.infer<typeof partnershipOutreachSchema>;

/** POST /api/authority/actions: 'Mark as Started' / 'Mark as Sent'. */
export const authorityActionSchema = z.object({
  action: z.enum(AUTHORITY_ACTIONS.map((a) => a.id) as [AuthorityActionId, ...AuthorityActionId[]], {
    error: AUTHORITY_MSG.unknownAction,
  }),
  status: z.enum(AUTHORITY_ACTION_STATUSES, { error: AUTHORITY_MSG.unknownAction }),
});
export type AuthorityActionInput = z.infer<typeof authorityActionSchema>;

export interface DirectoryState extends DirectoryTarget {
  status: DirectoryStatus;
  submittedAt: string | null;
}

export interface PartnerState extends PartnerInstitution {
  status: PartnerStatus;
  contactedAt: string | null;
}

export interface ActionRecord {
  action: AuthorityActionId;
  status: AuthorityActionStatus;
  at: string;
}

export interface ProgressFigure {
  label: string;
  done: number;
  total: number;
}

/** GET /api/authority/progress. */
export interface AuthorityProgress {
  directories: DirectoryState[];
  partners: PartnerState[];
  actions: ActionRecord[];
  summary: { directoryTargets: number; partnershipOpportunities: number; approvedListings: number };
  progress: ProgressFigure[];
  partnerCounts: Record<PartnerStatus, number>;
  nextSteps: string[];
}
