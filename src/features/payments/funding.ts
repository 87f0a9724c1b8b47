// Funding configuration shown on /donations: the monthly running costs (TL) and what donations go to next.
// Written once here so the page and GET /api/donations/stats agree.

export const MONTHLY_COSTS = {
  serverCosts: 750,
  development: 2500,
  marketing: 1000,
  maintenance: 750,
} as const;

/** Monthly goal: the sum of the running costs. */
export const MONTHLY_GOAL_TL = Object.values(MONTHLY_COSTS).reduce((sum, value) => sum + value, 0);

export const COST_LABELS: Record<keyof typeof MONTHLY_COSTS, { label: string; description: string }> = {
  serverCosts: { label: 'Sunucu ve altyapı', description: 'Barındırma, veritabanı yedekleri ve alan adı.' },
  development: { label: 'Geliştirme', description: 'Yeni özellikler, hata düzeltmeleri ve güvenlik güncellemeleri.' },
  marketing: { label: 'Tanıtım', description: 'Adıyaman işletmelerini ve turizmini daha fazla kişiye ulaştırmak.' },
  maintenance: { label: 'Bakım', description: 'İşletme bilgilerinin doğrulanması ve içerik güncellemeleri.' },
};

export const FUNDING_GOALS: readonly string[] = [
  'Kürtçe ve İngilizce dil desteğinin tamamlanması',
  'Nemrut Dağı ve ilçeler için çevrimdışı çalışan turizm rehberi',
  'İşletmeler için ücretsiz fotoğraf çekimi günleri',
  'Engelli erişimine uygun mekânların haritası',
  'Yerel üreticiler için ortak tanıtım sayfası',
];

/** Defaults for a donor who leaves name or e-mail empty (SPEC §5); the name also stands for hidden donors. */
export const ANONYMOUS_NAME = 'Anonymous';
export const ANONYMOUS_EMAIL = 'anonymous';

/** GET /api/donations/stats (SPEC §3 'Donation stats'); lira amounts. */
export interface DonationStats {
  stats: {
    monthlyGoal: number;
    totalRaised: number;
    progressPercentage: number;
    donorCount: number;
    averageDonation: number;
    monthlyExpenses: {
      total: number;
      serverCosts: number;
      development: number;
      marketing: number;
      maintenance: number;
    };
    topDonations: { donorName: string; amount: number; message: string | null }[];
  };
  transparency: { fundingGoals: string[] };
}
