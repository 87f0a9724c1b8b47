import { CATEGORIES } from '~/features/directory/categories.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { must } from '~/lib/must.ts';
import { readingTimeLabel, slugify } from '~/lib/text.ts';
import {
  AUDIENCES,
  GOALS,
  NAME_PREFIXES,
  PENDING_BUSINESSES,
  SEED_CATEGORY_PARTS,
  SEED_DISTRICTS,
  STREETS,
  WORKING_HOURS,
} from './businesses.ts';
import { SEED_POSTS } from './posts.ts';

/** Small deterministic PRNG so every seeded database is the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60_000;

/** True when the database already holds seed data (categories exist). */
async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/** Fills an empty database with categories, businesses and blog posts. Does nothing when seeded. */
export async function seedDatabase(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const rand = random(416);
  const pick = <T>(list: readonly T[]): T => must(list[Math.floor(rand() * list.length)], 'a pick');

  await db.transaction().execute(async (trx) => {
    const subcategoryIds = new Map<string, number>();
    for (const [index, category] of CATEGORIES.entries()) {
      const { id } = await trx
        .insertInto('categories')
        .values({
          name: category.name,
          nameEn: category.nameEn,
          nameKu: category.nameKu,
          slug: category.slug,
          icon: category.icon,
          sortOrder: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const sub of category.subcategories) {
        const row = await trx
          .insertInto('subcategories')
          .values({ categoryId: id, name: sub.name, slug: sub.slug, description: `${sub.name} — ${category.name}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        subcategoryIds.set(sub.slug, row.id);
      }
    }

    const weightedDistricts = SEED_DISTRICTS.flatMap((d) => Array<typeof d>(d.weight).fill(d));
    const usedNames = new Set<string>();
    let counter = 0;
    for (const parts of SEED_CATEGORY_PARTS) {
      for (let i = 0; i < parts.count; i++) {
        counter++;
        // Every district gets businesses: the first rounds walk the list, the rest follow the weights.
        const district =
          counter <= SEED_DISTRICTS.length * 2
            ? must(SEED_DISTRICTS[counter % SEED_DISTRICTS.length], 'seed district')
            : pick(weightedDistricts);
        const [kind, subSlug] = must(parts.kinds[i % parts.kinds.length], 'seed kind');
        let name = `${pick(NAME_PREFIXES)} ${kind}`;
        if (usedNames.has(name)) name = `${district.name} ${name}`;
        if (usedNames.has(name)) name = `${name} ${counter}`;
        usedNames.add(name);
        const slug = slugify(name);
        const phoneTail = String(1000 + Math.floor(rand() * 9000));
        const createdAt = new Date(now.getTime() - Math.floor(rand() * 400) * DAY_MS).toISOString();
        const tierRoll = rand();
        const reviewCount = 3 + Math.floor(rand() * 180);
        await trx
          .insertInto('businesses')
          .values({
            name,
            description: pick(parts.descriptions),
            category: parts.category,
            subcategoryId: subcategoryIds.get(subSlug) ?? null,
            phone: `+90 416 ${200 + Math.floor(rand() * 100)} ${phoneTail.slice(0, 2)} ${phoneTail.slice(2)}`,
            email: rand() < 0.7 ? `iletisim@${slug}.ornek.com.tr` : null,
            website: rand() < 0.4 ? `https://www.${slug}.ornek.com.tr` : null,
            whatsappNumber:
              rand() < 0.5
                ? `0532 ${100 + Math.floor(rand() * 800)} ${phoneTail.slice(0, 2)} ${phoneTail.slice(2)}`
                : null,
            address: `${pick(district.neighbourhoods)} ${pick(STREETS)} No:${1 + Math.floor(rand() * 120)}, ${district.name}/Adıyaman`,
            district: district.name,
            latitude: Number((district.lat + (rand() - 0.5) * 0.02).toFixed(5)),
            longitude: Number((district.lng + (rand() - 0.5) * 0.02).toFixed(5)),
            workingHours: JSON.stringify(WORKING_HOURS[parts.hours]),
            rating: Number((3.5 + rand() * 1.5).toFixed(1)),
            reviewCount,
            isVerified: rand() < 0.6 ? 1 : 0,
            isFeatured: rand() < 0.15 ? 1 : 0,
            subscriptionTier: tierRoll < 0.1 ? 'premium' : tierRoll < 0.2 ? 'standard' : 'free',
            status: 'approved',
            source: 'seed',
            targetAudience: pick(AUDIENCES),
            businessGoals: pick(GOALS),
            paymentOptions: JSON.stringify(
              rand() < 0.5 ? ['Nakit', 'Kredi Kartı'] : ['Nakit', 'Kredi Kartı', 'Havale/EFT'],
            ),
            createdAt,
            updatedAt: createdAt,
          })
          .execute();
      }
    }

    for (const pending of PENDING_BUSINESSES) {
      const district = must(
        SEED_DISTRICTS.find((d) => d.name === pending.district),
        `seed district ${pending.district}`,
      );
      await trx
        .insertInto('businesses')
        .values({
          name: pending.name,
          description: pending.description,
          category: pending.category,
          district: pending.district,
          address: `${district.neighbourhoods[0]} ${STREETS[0]} No:${7}, ${district.name}/Adıyaman`,
          phone: '+90 416 216 00 00',
          ownerName: pending.ownerName,
          status: 'pending',
          source: 'register',
        })
        .execute();
    }

    for (const post of SEED_POSTS) {
      const publishedAt = new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString();
      await trx
        .insertInto('blogPosts')
        .values({
          slug: post.slug,
          title: post.title,
          content: post.content,
          excerpt: post.excerpt,
          category: post.category,
          tags: JSON.stringify(post.tags),
          targetKeywords: JSON.stringify(post.targetKeywords),
          metaDescription: post.excerpt,
          publishStatus: 'published',
          publishedAt,
          views: post.views,
          readingTime: readingTimeLabel(post.content),
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .execute();
    }
  });
  return true;
}
