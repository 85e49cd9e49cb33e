import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';

let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
});
afterAll(() => shop.close());

const list = async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/user/get/reviews' });
  expect(response.statusCode).toBe(200);
  return response.json().reviews as { _id: string; comment: string; ratings: number; user: object; createdAt: string }[];
};
const add = (cookie: string | undefined, payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/user/add/review', headers: cookie ? { cookie } : {}, payload });
const removeReview = (cookie: string | undefined, id: string) =>
  shop.app.inject({ method: 'DELETE', url: `/api/user/admin/review/${id}`, headers: cookie ? { cookie } : {} });

describe('reviews', () => {
  it('starts with an empty list that anyone may read', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/user/get/reviews' });
    expect(response.json()).toEqual({ success: true, reviews: [] });
  });

  it('adds a signed-in customer’s review with their name', async () => {
    const customer = await signUp(shop, { firstName: 'Meera' });
    const response = await add(customer.cookie, { comment: '  Very fresh tomatoes  ', ratings: 5 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Review Added..!!',
      messageId: 'reviewAdded',
      values: {},
      review: {
        _id: expect.any(String),
        comment: 'Very fresh tomatoes',
        ratings: 5,
        user: { firstName: 'Meera', lastName: 'Patil' },
        createdAt: expect.any(String),
      },
    });
    expect(await list()).toContainEqual(body.review);
  });

  it('lists the newest first', async () => {
    const first = await signUp(shop, { firstName: 'First' });
    const second = await signUp(shop, { firstName: 'Second' });
    await add(first.cookie, { comment: 'Older', ratings: 3 });
    await add(second.cookie, { comment: 'Newer', ratings: 4 });
    const reviews = await list();
    expect(reviews.slice(0, 2).map((r) => r.comment)).toEqual(['Newer', 'Older']);
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('accepts a rating sent as a numeric string', async () => {
    const customer = await signUp(shop);
    const response = await add(customer.cookie, { comment: 'Good', ratings: '4' });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.ratings).toBe(4);
  });

  it('keeps one review per customer: a second replaces the first and moves to the top', async () => {
    const customer = await signUp(shop, { firstName: 'Twice' });
    const first = (await add(customer.cookie, { comment: 'Okay', ratings: 2 })).json().review;
    await add((await signUp(shop)).cookie, { comment: 'Someone else', ratings: 3 });
    const second = await add(customer.cookie, { comment: 'Better now', ratings: 5 });
    expect(second.statusCode).toBe(201);
    const reviews = await list();
    const mine = reviews.filter((r) => (r.user as { firstName: string }).firstName === 'Twice');
    expect(mine).toEqual([second.json().review]);
    expect(mine[0]?._id).toBe(first._id);
    expect(reviews[0]?._id).toBe(first._id);
  });

  it('keeps one review when the same customer posts twice at once', async () => {
    const customer = await signUp(shop, { firstName: 'Eager' });
    const answers = await Promise.all([
      add(customer.cookie, { comment: 'One', ratings: 4 }),
      add(customer.cookie, { comment: 'Two', ratings: 5 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect((await list()).filter((r) => (r.user as { firstName: string }).firstName === 'Eager')).toHaveLength(1);
  });

  it('writes the review as the session’s user, ignoring any user in the body', async () => {
    const customer = await signUp(shop, { firstName: 'Honest' });
    const response = await add(customer.cookie, {
      comment: 'Mine',
      ratings: 4,
      user: { firstName: 'Fake', lastName: 'Name' },
      userId: admin.user._id,
      _id: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.user).toEqual({ firstName: 'Honest', lastName: 'Patil' });
    expect((await list()).filter((r) => r.comment === 'Mine')).toHaveLength(1);
  });

  it('refuses a guest', async () => {
    const response = await add(undefined, { comment: 'Anonymous', ratings: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ ratings: 4 }, 'Comment: Required..!!'],
    [{ comment: '   ', ratings: 4 }, 'Comment: Required..!!'],
    [{ comment: 'c'.repeat(1001), ratings: 4 }, 'Comment: At most 1000 characters..!!'],
    [{ comment: 'Nice', ratings: 0 }, 'Ratings: From 1 to 5..!!'],
    [{ comment: 'Nice', ratings: 6 }, 'Ratings: From 1 to 5..!!'],
    [{ comment: 'Nice', ratings: 4.5 }, 'Ratings: Must be a whole number..!!'],
    [{ comment: 'Nice', ratings: '4.5' }, 'Ratings: Must be a whole number..!!'],
    [{ comment: 'Nice', ratings: 'four' }, 'Ratings: Must be a number..!!'],
    [{ comment: 'Nice', ratings: '' }, 'Ratings: Must be a number..!!'],
    [{ comment: 'Nice', ratings: true }, 'Ratings: Must be a number..!!'],
    [{ comment: 'Nice' }, 'Ratings: Must be a number..!!'],
  ])('refuses %j with "%s"', async (payload, line) => {
    const customer = await signUp(shop);
    const response = await add(customer.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toContain(line);
  });

  it('accepts a comment of exactly 1000 characters', async () => {
    const customer = await signUp(shop);
    expect((await add(customer.cookie, { comment: 'c'.repeat(1000), ratings: 1 })).statusCode).toBe(201);
  });
});

describe('deleting a review', () => {
  it('lets an admin delete any review, once', async () => {
    const customer = await signUp(shop);
    const review = (await add(customer.cookie, { comment: 'To be removed', ratings: 1 })).json().review;
    const response = await removeReview(admin.cookie, review._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Review Deleted..!!' });
    expect((await list()).map((r) => r._id)).not.toContain(review._id);
    const again = await removeReview(admin.cookie, review._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await removeReview(admin.cookie, 'nope')).json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await removeReview(admin.cookie, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a customer, even for their own review, and a guest', async () => {
    const customer = await signUp(shop);
    const review = (await add(customer.cookie, { comment: 'Stays', ratings: 3 })).json().review;
    expect((await removeReview(customer.cookie, review._id)).statusCode).toBe(403);
    expect((await removeReview(undefined, review._id)).statusCode).toBe(401);
    expect((await list()).map((r) => r._id)).toContain(review._id);
  });
});
