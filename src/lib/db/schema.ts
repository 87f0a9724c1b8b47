import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Table types of the database (snake_case in SQL, camelCase here via CamelCasePlugin).
// Booleans are stored as 0/1 integers; JSON fields as JSON text.

type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Defaulted<string>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionTier: Defaulted<string>;
  profileImage: string | null;
  emailVerified: Flag;
  lastLoginAt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface UserSessionsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: string;
  createdAt: Timestamp;
}

interface CategoriesTable {
  id: Generated<number>;
  name: string;
  nameKu: string | null;
  nameEn: string | null;
  slug: string;
  icon: string | null;
  sortOrder: Defaulted<number>;
}

interface SubcategoriesTable {
  id: Generated<number>;
  categoryId: number;
  name: string;
  nameKu: string | null;
  nameEn: string | null;
  slug: string;
  description: string | null;
  icon: string | null;
  isActive: Flag;
  createdAt: Timestamp;
}

interface BusinessesTable {
  id: Generated<number>;
  ownerId: number | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerPhone: string | null;
  name: string;
  nameKu: string | null;
  nameEn: string | null;
  description: string | null;
  descriptionKu: string | null;
  descriptionEn: string | null;
  category: string;
  categoryKu: string | null;
  categoryEn: string | null;
  subcategoryId: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string;
  addressKu: string | null;
  addressEn: string | null;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  /** JSON object: weekday → 'HH:MM-HH:MM' | 'Kapalı' | '24 Saat'. */
  workingHours: string | null;
  /** Free-text working hours of the registration form (migration 0004). */
  workingHoursText: string | null;
  /** JSON object of social links. */
  socialLinks: string | null;
  /** JSON list of photo URLs. */
  photos: Defaulted<string>;
  rating: Defaulted<number>;
  reviewCount: Defaulted<number>;
  isVerified: Flag;
  isFeatured: Flag;
  subscriptionTier: Defaulted<string>;
  googleMapsUrl: string | null;
  googlePlaceId: string | null;
  taxId: string | null;
  status: Defaulted<string>;
  rejectionReason: string | null;
  source: Defaulted<string>;
  /** Sample data (seed): shown with the site-wide sample-data ribbon, removed by `npm run demo:remove`. */
  isDemo: Flag;
  facebookPage: string | null;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeChannel: string | null;
  linkedinPage: string | null;
  whatsappNumber: string | null;
  googleAdsInterest: Flag;
  facebookAdsInterest: Flag;
  instagramAdsInterest: Flag;
  tiktokAdsInterest: Flag;
  seoOptimization: Flag;
  socialMediaManagement: Flag;
  contentCreation: Flag;
  emailMarketing: Flag;
  deliveryService: Flag;
  onlineOrdering: Flag;
  reservationSystem: Flag;
  /** JSON list. */
  paymentOptions: Defaulted<string>;
  /** JSON list, default ["Türkçe"]. */
  languages: Defaulted<string>;
  marketingBudget: string | null;
  targetAudience: string | null;
  businessGoals: string | null;
  services: string | null;
  priceRange: string | null;
  /** The owner proved the claim (registry, mailed code or an admin): the 'Doğrulanmış işletme' badge (migration 0036). */
  ownerVerified: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** moved | closed_temporarily | closed_permanently, set on the desk (migration 0039). */
  closure: string | null;
  /** The address before a move, still searchable. */
  previousAddress: string | null;
  /** Date of the move (YYYY-MM-DD). */
  movedAt: string | null;
  /** The day a listing closed for now reopens (YYYY-MM-DD, Turkey's calendar), when known (migration 0059). */
  reopensAt: string | null;
  /** open | closed | special on Turkish holidays; null: not stated. */
  holidayMode: string | null;
  /** 'HH:MM-HH:MM' or '24 Saat' when holidayMode is special. */
  holidayHours: string | null;
  /** Computed: 0 open or moved, 1 closed for now, 2 closed for good. */
  closedRank: ColumnType<number, never, never>;
  /** Computed: the name in Turkish alphabetical order as plain bytes. */
  nameOrder: ColumnType<string, never, never>;
  /** The OpenStreetMap element a listing was made from ('node/123'), unique (migration 0054). */
  osmId: string | null;
  /** JSON: field → the value the last OSM import wrote; a field whose value differs was edited since. */
  osmFields: string | null;
  /** Wheelchair access as OSM tags it: yes | limited | no; null when not known (migration 0054). */
  wheelchair: string | null;
}

/** An OSM element that looks like a listing already here, waiting for the operator (migration 0054). */
interface OsmMergeProposalsTable {
  id: Generated<number>;
  osmId: string;
  businessId: number;
  name: string;
  distanceM: number | null;
  /** JSON of the fields OSM would bring. */
  fields: string;
  /** pending | merged | dismissed */
  status: Defaulted<string>;
  createdAt: Timestamp;
}

/** Visitors' reports that a listing is wrong, moved or closed (migration 0039); read in the desk inbox. */
interface ListingReportsTable {
  id: Generated<number>;
  businessId: number;
  reason: string;
  message: string;
  name: string | null;
  email: string | null;
  status: Defaulted<string>;
  createdAt: Timestamp;
  resolutionNote: string | null;
  resolvedAt: string | null;
  ledToChange: Defaulted<number>;
}

interface ReviewsTable {
  id: Generated<number>;
  businessId: number;
  userId: number | null;
  authorName: string | null;
  rating: number;
  comment: string | null;
  isVerified: Flag;
  /** pending | approved | rejected */
  status: Defaulted<string>;
  helpfulCount: Defaulted<number>;
  createdAt: Timestamp;
  /** Sample review written by the seed. */
  isDemo: Flag;
  /** Where the review came from: 'afis' through a poster's QR code (migration 0055), else null. */
  source: string | null;
}

interface FavoritesTable {
  id: Generated<number>;
  userId: number;
  businessId: number;
  createdAt: Timestamp;
}

interface BusinessPhotosTable {
  id: Generated<number>;
  businessId: number;
  url: string;
  caption: string | null;
  isPrimary: Flag;
  uploadedBy: number | null;
  createdAt: Timestamp;
  /** Moderation (migration 0045): pending | approved | rejected. */
  status: Defaulted<string>;
  sortOrder: Defaulted<number>;
  /** Name of the resized files under UPLOADS_DIR (an uploaded photo; null for a plain URL). */
  fileKey: string | null;
  /** Comma-separated widths of the variants written. */
  widths: string | null;
  width: number | null;
  height: number | null;
}

interface BusinessInquiriesTable {
  id: Generated<number>;
  businessId: number;
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  status: Defaulted<string>;
  createdAt: Timestamp;
}

interface ReviewRepliesTable {
  id: Generated<number>;
  reviewId: number;
  businessId: number;
  userId: number | null;
  /** The published reply (null until first approved). */
  body: string | null;
  publishedAt: string | null;
  /** An owner's text waiting for moderation. */
  pendingBody: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface ListingStatsTable {
  businessId: number;
  /** YYYY-MM-DD (Türkiye). */
  day: string;
  kind: string;
  count: Defaulted<number>;
}

/** A visitor whose view of a listing was counted that day (migration 0051): a hash with the day's salt. */
interface ListingViewVisitorsTable {
  day: string;
  businessId: number;
  visitor: string;
}

interface SmsNotificationsTable {
  id: Generated<number>;
  phoneNumber: string;
  message: string;
  type: string | null;
  status: Defaulted<string>;
  provider: string | null;
  messageId: string | null;
  businessId: number | null;
  userId: number | null;
  errorMessage: string | null;
  sentAt: string | null;
  createdAt: Timestamp;
}

interface SmsSubscriptionsTable {
  id: Generated<number>;
  phoneNumber: string;
  businessId: number | null;
  subscriptionType: string | null;
  isActive: Flag;
  createdAt: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  /** The English and Kurmanji versions, when written (migration 0057); content ones sanitized HTML. */
  titleEn: string | null;
  titleKu: string | null;
  contentEn: string | null;
  contentKu: string | null;
  excerpt: string;
  featuredImage: string | null;
  category: string;
  /** JSON list of strings. */
  tags: Defaulted<string>;
  metaTitle: string | null;
  metaDescription: string | null;
  /** JSON list of strings. */
  targetKeywords: Defaulted<string>;
  /** JSON list of business ids. */
  relatedBusinessIds: Defaulted<string>;
  publishStatus: Defaulted<string>;
  publishedAt: string | null;
  authorId: number | null;
  views: Defaulted<number>;
  /** Sample post written by the seed. */
  isDemo: Flag;
  readingTime: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface BlogPostViewsTable {
  postId: number;
  visitorHash: string;
  day: string;
}

interface RequestLogTable {
  id: Generated<number>;
  ip: string | null;
  method: string;
  path: string;
  statusCode: number;
  duration: number;
  referrer: string | null;
  userAgent: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  isBot: Flag;
  timestamp: Timestamp;
}

interface PartnershipApplicationsTable {
  id: Generated<number>;
  businessName: string;
  ownerName: string;
  phone: string;
  email: string;
  address: string;
  category: string;
  website: string | null;
  partnershipType: string;
  yearsInBusiness: Defaulted<number>;
  employeeCount: string | null;
  monthlyRevenue: string | null;
  preferredCommission: string | null;
  marketingBudget: string | null;
  description: string;
  specialOffers: string | null;
  references: string | null;
  status: Defaulted<string>;
  createdAt: Timestamp;
}

interface DonationsTable {
  id: Generated<number>;
  amountKurus: number;
  currency: Defaulted<string>;
  donorName: Defaulted<string>;
  donorEmail: Defaulted<string>;
  message: string | null;
  showName: Flag;
  /** pending | succeeded | failed */
  status: Defaulted<string>;
  paymentIntentId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface BusinessSubscriptionsTable {
  id: Generated<number>;
  businessId: number;
  userId: number | null;
  planId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** PaymentIntent of the first invoice: the payment a return to /business-management may claim. */
  paymentIntentId: string | null;
  status: Defaulted<string>;
  /** End of the paid period: the renewal date (ISO; migration 0038). */
  currentPeriodEnd: string | null;
  /** Time of the Stripe event the status came from (ISO; migration 0038). */
  statusAt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface StripeEventsTable {
  id: string;
  type: string;
  processedAt: Timestamp;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** Inbox status (migration 0035): new | read | answered | archived. */
  status: Defaulted<string>;
  createdAt: Timestamp;
}

interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  category: string | null;
  label: string | null;
  value: number | null;
  path: string | null;
  createdAt: Timestamp;
}

/**
 * FTS5 listing index of approved businesses: folded text plus `facets` filter tokens; the rowid is
 * a rank key whose low 30 bits are the business id (migration 0005, features/directory/search.server.ts).
 */
interface BusinessSearchTable {
  rowid: number;
  name: string;
  category: string;
  subcategory: string;
  district: string;
  address: string;
  description: string;
  facets: string;
}

/** Counters bumped by triggers; readers cache derived figures until a counter moves. */
interface ChangeCountersTable {
  name: string;
  value: number;
}

/** A rate-limit window shared by the processes (migration 0050): calls counted until reset_at (epoch ms). */
interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: number;
}

/** The site's rebuilds as the processes share them (migration 0050): one row, id 1. */
interface SiteRebuildsTable {
  id: number;
  requested: Generated<number>;
  built: Generated<number>;
  buildId: string | null;
  buildStartedAt: number | null;
}

/** Directories the site was submitted to (authority builder, migration 0008); one row per directory. */
interface DirectorySubmissionsTable {
  id: Generated<number>;
  directory: string;
  status: Generated<string>;
  businessName: string;
  website: string;
  description: string;
  category: string;
  contactEmail: string;
  contactPhone: string;
  submittedBy: number | null;
  createdAt: Generated<string>;
  updatedAt: Generated<string>;
}

/** Institutions contacted for partnerships (migration 0008); one row per partner. */
interface PartnershipOutreachTable {
  id: Generated<number>;
  partnerName: string;
  status: Generated<string>;
  partnerEmail: string;
  message: string;
  sentBy: number | null;
  createdAt: Generated<string>;
  updatedAt: Generated<string>;
}

/** Authority actions an operator started or finished (migration 0008). */
interface AuthorityActionsTable {
  id: Generated<number>;
  action: string;
  status: string;
  recordedBy: number | null;
  createdAt: Generated<string>;
}

/** Every e-mail the site writes (migration 0030, features/mail): sent, retried, given up or kept unsent. */
interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  kind: Defaulted<string>;
  /** pending | sent | retrying | failed | unsent */
  status: Defaulted<string>;
  attempts: Defaulted<number>;
  lastError: string | null;
  nextAttemptAt: string | null;
  messageId: string | null;
  sentAt: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One-time links of the account e-mails (migration 0031, features/accounts); only the hash is kept. */
interface AccountTokensTable {
  id: Generated<number>;
  userId: number;
  /** verify | reset | email */
  purpose: string;
  tokenHash: string;
  /** The address an 'email' token changes the account to. */
  newEmail: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: Timestamp;
}

/** Replies an admin wrote to an inbox message (migration 0035); `kind` names the message's table. */
interface InboxRepliesTable {
  id: Generated<number>;
  kind: string;
  messageId: number;
  toEmail: string;
  subject: string;
  body: string;
  /** not_sent | sent | outbox */
  emailStatus: Defaulted<string>;
  sentBy: number | null;
  createdAt: Timestamp;
}

/** Former slugs of renamed posts, answered with 301 to the current one (migration 0035). */
interface BlogSlugRedirectsTable {
  oldSlug: string;
  postId: number;
  createdAt: Timestamp;
}

/** SEO strategies an operator marked as being implemented (migration 0035). */
interface SeoStrategyImplementationsTable {
  strategyId: string;
  startedAt: Timestamp;
  startedBy: number | null;
}

/** Every admin action: who, when, what (migration 0035). `details` is JSON. */
interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  details: string | null;
  createdAt: Timestamp;
}

/** An owner's claim of a listing (migration 0036): method registry | code | admin; status code-sent | replaced (a newer code was sent) | pending | verified | rejected. */
interface BusinessClaimsTable {
  id: Generated<number>;
  businessId: number;
  userId: number;
  method: string;
  status: string;
  codeHash: string | null;
  codeExpiresAt: string | null;
  attempts: Defaulted<number>;
  note: string | null;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** An owner's edit of an approved listing waiting for an admin (migration 0037); `changes`, `previous` JSON. */
interface BusinessChangesTable {
  id: Generated<number>;
  businessId: number;
  userId: number | null;
  status: string;
  changes: string;
  previous: string;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
}

/** A dated exception to a listing's weekly hours (migration 0037): closed, or opens–closes 'HH:MM'. */
interface BusinessSpecialDaysTable {
  id: Generated<number>;
  businessId: number;
  /** 'YYYY-MM-DD' (Türkiye). */
  date: string;
  closed: Flag;
  opens: string | null;
  closes: string | null;
  note: string | null;
}

/** An owner's event, offer or news item, or an operator's event without a listing (migration 0055). */
interface ListingPostsTable {
  id: Generated<number>;
  businessId: number | null;
  authorId: number | null;
  /** event | offer | news */
  kind: string;
  /** pending | approved | rejected */
  status: Defaulted<string>;
  title: string;
  body: string | null;
  place: string | null;
  price: string | null;
  photoUrl: string | null;
  link: string | null;
  code: string | null;
  district: string | null;
  category: string | null;
  /** ISO instants (UTC); a post leaves every page at `endsAt`. */
  startsAt: string | null;
  endsAt: string;
  rejectionReason: string | null;
  createdAt: Timestamp;
  decidedAt: string | null;
}

/** One reminder mailed to one owner (a holiday, a 90-day check), never twice (migration 0055). */
interface OwnerRemindersTable {
  userId: number;
  reminder: string;
  sentAt: string;
}

/** Owners who asked for no more reminders (migration 0055). */
interface ReminderOptoutsTable {
  userId: number;
  createdAt: Timestamp;
}

/** A signed link of a reminder mail, used once until it expires (migration 0055). */
interface ReminderLinksTable {
  id: Generated<number>;
  purpose: string;
  userId: number;
  businessId: number | null;
  reminder: string | null;
  nonce: string;
  expiresAt: string;
  usedAt: string | null;
}

/** When an owner last confirmed a listing's details and its holiday hours (migration 0055). */
interface ListingChecksTable {
  businessId: number;
  confirmedAt: string | null;
  holidayHoursAt: string | null;
}

/** One pharmacy's duty night from the chamber's weekly list (migration 0056). */
interface PharmacyDutiesTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD': the duty starts that evening and ends the next morning. */
  dutyDate: string;
  district: string;
  name: string;
  nameKey: string;
  phone: string;
  address: string;
  businessId: number | null;
  createdAt: Defaulted<string>;
}

/** One upload of the duty roster and its report (migration 0056). */
interface PharmacyRosterUploadsTable {
  id: Generated<number>;
  actorId: number | null;
  stored: Defaulted<number>;
  unchanged: Defaulted<number>;
  createdListings: Defaulted<number>;
  /** JSON list of the refused rows: { line, text, reason }. */
  rejected: Defaulted<string>;
  createdAt: Defaulted<string>;
}

/** The operator's settings of the tourism pages, JSON by name (migration 0056). */
interface TourismSettingsTable {
  name: string;
  value: string;
  updatedAt: Defaulted<string>;
}

export interface Database {
  users: UsersTable;
  userSessions: UserSessionsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  businesses: BusinessesTable;
  pharmacyDuties: PharmacyDutiesTable;
  pharmacyRosterUploads: PharmacyRosterUploadsTable;
  tourismSettings: TourismSettingsTable;
  reviews: ReviewsTable;
  favorites: FavoritesTable;
  businessPhotos: BusinessPhotosTable;
  businessInquiries: BusinessInquiriesTable;
  smsNotifications: SmsNotificationsTable;
  smsSubscriptions: SmsSubscriptionsTable;
  blogPosts: BlogPostsTable;
  blogPostViews: BlogPostViewsTable;
  requestLog: RequestLogTable;
  partnershipApplications: PartnershipApplicationsTable;
  donations: DonationsTable;
  businessSubscriptions: BusinessSubscriptionsTable;
  stripeEvents: StripeEventsTable;
  contactMessages: ContactMessagesTable;
  analyticsEvents: AnalyticsEventsTable;
  businessSearch: BusinessSearchTable;
  changeCounters: ChangeCountersTable;
  directorySubmissions: DirectorySubmissionsTable;
  partnershipOutreach: PartnershipOutreachTable;
  authorityActions: AuthorityActionsTable;
  mailOutbox: MailOutboxTable;
  accountTokens: AccountTokensTable;
  inboxReplies: InboxRepliesTable;
  blogSlugRedirects: BlogSlugRedirectsTable;
  seoStrategyImplementations: SeoStrategyImplementationsTable;
  auditLog: AuditLogTable;
  businessSpecialDays: BusinessSpecialDaysTable;
  listingReports: ListingReportsTable;
  osmMergeProposals: OsmMergeProposalsTable;
  businessClaims: BusinessClaimsTable;
  businessChanges: BusinessChangesTable;
  reviewReplies: ReviewRepliesTable;
  listingStats: ListingStatsTable;
  listingViewVisitors: ListingViewVisitorsTable;
  rateLimits: RateLimitsTable;
  siteRebuilds: SiteRebuildsTable;
  listingPosts: ListingPostsTable;
  ownerReminders: OwnerRemindersTable;
  reminderOptouts: ReminderOptoutsTable;
  reminderLinks: ReminderLinksTable;
  listingChecks: ListingChecksTable;
}

export type Business = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type Review = Selectable<ReviewsTable>;
export type RequestLogRow = Selectable<RequestLogTable>;
export type ListingPostRow = Selectable<ListingPostsTable>;
export type PharmacyDutyRow = Selectable<PharmacyDutiesTable>;
