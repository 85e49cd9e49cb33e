import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#server/lib/errors.js';
import { messagesOf, parseOrThrow } from '#server/lib/validation.js';

describe('messagesOf', () => {
  it('keeps a message that already names its field', () => {
    expect(messagesOf([{ path: ['email'], message: 'Email: Invalid Email..!!' }])).toEqual(['Email: Invalid Email..!!']);
  });

  it('names the field of a bare message from its path, in words', () => {
    expect(
      messagesOf([
        { path: ['mobileNumber'], message: 'Should be 10 digits' },
        { path: ['confirm_password'], message: 'Required' },
        { path: ['cartItems', 2, 'quantity'], message: 'Too much' },
      ]),
    ).toEqual(['Mobile Number: Should be 10 digits', 'Confirm password: Required', 'Quantity: Too much']);
  });

  it('speaks of the body when the problem has no field', () => {
    expect(messagesOf([{ path: [], message: 'Expected an object' }])).toEqual(['Body: Expected an object']);
  });

  it('gives each problem once, in order', () => {
    const issues = [
      { path: ['kilogramOption', 0], message: 'Weight Option: Must be more than 0..!!' },
      { path: ['name'], message: 'Name: Required..!!' },
      { path: ['kilogramOption', 1], message: 'Weight Option: Must be more than 0..!!' },
    ];
    expect(messagesOf(issues)).toEqual(['Weight Option: Must be more than 0..!!', 'Name: Required..!!']);
  });

  it('turns a schema’s issues into lines', () => {
    const schema = z.object({
      firstName: z.string().min(1, 'First Name: Required..!!'),
      pinCode: z.string().regex(/^\d{6}$/, 'Six digits'),
    });
    const result = schema.safeParse({ firstName: '', pinCode: '12' });
    expect(result.success).toBe(false);
    expect(messagesOf(result.error?.issues ?? [])).toEqual(['First Name: Required..!!', 'Pin Code: Six digits']);
  });
});

describe('parseOrThrow', () => {
  const schema = z.object({ categoryName: z.string().trim().min(1, 'Category Name: Required..!!') });

  it('returns the parsed data', () => {
    expect(parseOrThrow(schema, { categoryName: ' Fruits ', extra: 1 })).toEqual({ categoryName: 'Fruits' });
  });

  it('throws a VALIDATION AppError carrying the lines', () => {
    try {
      parseOrThrow(schema, { categoryName: ' ' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION', status: 400, messages: ['Category Name: Required..!!'] });
    }
  });
});
