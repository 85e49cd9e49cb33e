import { desc, eq, sql } from 'drizzle-orm';
import { shopMessage } from '#common/messages.js';
import type { AddReviewInput, Review } from '#common/schemas/reviews.js';
import type { Db } from '#server/db/client.js';
import { reviews, users } from '#server/db/schema.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { followedBy } from '#server/lib/followed-by.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';

/** The signed-in author, as the session already knows them (no extra query for the answer). */
export interface ReviewAuthor {
  id: string;
  firstName: string;
  lastName: string;
}

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23503' || (error as { cause?: { code?: string } })?.cause?.code === '23503';

/** Customer reviews (spec 2.8): anyone reads them, a customer keeps one, an admin removes any. */
export function createReviewsService({
  db,
  audit,
  catalogueChanged = async () => {},
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each write, before it is answered: the review list is a cached catalogue answer. */
  catalogueChanged?: () => Promise<void>;
}) {
  /** Newest first, each with its author's name, in one query. */
  async function listReviews(): Promise<Review[]> {
    const rows = await db
      .select({
        id: reviews.id,
        comment: reviews.comment,
        ratings: reviews.ratings,
        createdAt: reviews.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map((row) => ({
      _id: row.id,
      comment: row.comment,
      ratings: row.ratings,
      user: { firstName: row.firstName, lastName: row.lastName },
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * One review per customer (API.md): a second one replaces the first in a single atomic
   * upsert, and counts as new, so it moves to the top of the list.
   */
  async function addReview(author: ReviewAuthor, input: AddReviewInput): Promise<Review> {
    try {
      const [row] = await db
        .insert(reviews)
        .values({ userId: author.id, comment: input.comment, ratings: input.ratings })
        .onConflictDoUpdate({
          target: reviews.userId,
          set: { comment: sql`excluded.comment`, ratings: sql`excluded.ratings`, createdAt: sql`excluded.created_at` },
        })
        .returning();
      if (!row) throw new Error('review upsert returned no row');
      return {
        _id: row.id,
        comment: row.comment,
        ratings: row.ratings,
        user: { firstName: author.firstName, lastName: author.lastName },
        createdAt: row.createdAt.toISOString(),
      };
    } catch (error) {
      // The account was deleted between the session check and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('UNAUTHENTICATED', shopMessage('loginFirst'));
      throw error;
    }
  }

  /** The audit entry keeps what was removed: whose review it was (by name), its rating and comment. */
  async function deleteReview(id: string, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(reviews)
        .where(eq(reviews.id, id))
        .returning({ userId: reviews.userId, comment: reviews.comment, ratings: reviews.ratings });
      if (!row) throw notFound('Review');
      const [author] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.userId));
      const record = author ? `${author.firstName} ${author.lastName}` : undefined;
      await audit.record(tx, { actor, action: 'review.delete', target: `review:${id}`, detail: { record, before: row } });
    });
  }

  return {
    listReviews,
    addReview: followedBy(addReview, catalogueChanged),
    deleteReview: followedBy(deleteReview, catalogueChanged),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
