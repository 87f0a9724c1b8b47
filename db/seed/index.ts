import { CATEGORIES } from '~/features/listings/categories.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { must } from '~/lib/must.ts';
import { readingTimeLabel, slugify } from '~/lib/text.ts';
import {
  AUDIENCES,
  GOALS,
  NAME_PREFIXES,
  PENDING_BUSINESSES,
  REVIEW_COMMENTS,
  REVIEWER_NAMES,
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

/**
 * A sample phone number of the unassigned 000 exchange ('+90 416 000 12 34'): it looks like a number and
 * reaches no stranger. Every seeded row is sample data (is_demo) and says so.
 */
function demoNumber(area: string, tail: string): string {
  return `+90 ${area} 000 ${tail.slice(0, 2)} ${tail.slice(2)}`;
}

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
  // Reviews draw from their own sequence so the businesses stay the same as before they were added.
  const reviewRand = random(2026);

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
        const reviewCount = Math.floor(rand() * 5);
        const description = pick(parts.descriptions);
        // The draws that once chose a phone exchange, a WhatsApp exchange and a rating stay in place, so every
        // seeded business keeps its name, district and details; the numbers are now demo ones.
        rand();
        const email = rand() < 0.7 ? `iletisim@${slug}.ornek.com.tr` : null;
        const website = rand() < 0.4 ? `https://www.${slug}.ornek.com.tr` : null;
        const hasWhatsapp = rand() < 0.5;
        if (hasWhatsapp) rand();
        const address = `${pick(district.neighbourhoods)} ${pick(STREETS)} No:${1 + Math.floor(rand() * 120)}, ${district.name}/Adıyaman`;
        const latitude = Number((district.lat + (rand() - 0.5) * 0.02).toFixed(5));
        const longitude = Number((district.lng + (rand() - 0.5) * 0.02).toFixed(5));
        // Now the level the sample reviews scatter around; the rating shown comes from those reviews.
        const reviewLevel = 3.5 + rand() * 1.5;
        const { id: businessId } = await trx
          .insertInto('businesses')
          .values({
            name,
            description,
            category: parts.category,
            subcategoryId: subcategoryIds.get(subSlug) ?? null,
            phone: demoNumber('416', phoneTail),
            email,
            website,
            whatsappNumber: hasWhatsapp ? demoNumber('532', phoneTail) : null,
            address,
            district: district.name,
            latitude,
            longitude,
            workingHours: JSON.stringify(WORKING_HOURS[parts.hours]),
            isDemo: 1,
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
          .returning('id')
          .executeTakeFirstOrThrow();
        const ratings: number[] = [];
        for (let r = 0; r < reviewCount; r++) {
          const rating = Math.min(5, Math.max(1, Math.round(reviewLevel + (reviewRand() - 0.5) * 2)));
          ratings.push(rating);
          const reviewedAt = new Date(now.getTime() - Math.floor(reviewRand() * 300) * DAY_MS).toISOString();
          await trx
            .insertInto('reviews')
            .values({
              businessId,
              authorName: must(REVIEWER_NAMES[Math.floor(reviewRand() * REVIEWER_NAMES.length)], 'reviewer'),
              rating,
              comment: must(REVIEW_COMMENTS[Math.floor(reviewRand() * REVIEW_COMMENTS.length)], 'comment'),
              status: 'approved',
              isDemo: 1,
              createdAt: reviewedAt,
            })
            .execute();
        }
        if (ratings.length > 0) {
          const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
          await trx
            .updateTable('businesses')
            .set({ rating: Math.round(average * 10) / 10, reviewCount: ratings.length })
            .where('id', '=', businessId)
            .execute();
        }
      }
    }

    for (const [index, pending] of PENDING_BUSINESSES.entries()) {
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
          phone: demoNumber('416', String(9000 + index)),
          isDemo: 1,
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
          isDemo: 1,
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
