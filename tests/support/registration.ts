// One business registration as the owner fills /register-business in: the body the tests, the soak and
// the bench send (the name given, the rest fixed; `extra` adds or replaces fields).
export const sampleRegistration = (businessName: string, extra: Record<string, string> = {}) => ({
  businessName,
  ownerName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0416 123 45 67',
  category: 'Restaurant & Cafe',
  address: 'Gölbaşı Mah. Göl Cad. No:3',
  district: 'Kahta',
  description: 'Göl kenarında taze balık ve ev yemekleri sunan aile işletmesi.',
  workingHours: 'Her gün 10:00-22:00',
  services: 'Restoran, paket servis',
  priceRange: 'Orta (₺₺)',
  website: '',
  socialMedia: '',
  ...extra,
});
