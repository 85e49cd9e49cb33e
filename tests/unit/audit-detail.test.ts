import { describe, expect, it } from 'vitest';
import { changedFields, trimDetail } from '#server/modules/audit/detail.js';

/** What an audit entry keeps of a change (decision 0013): only what changed, never a secret or a file. */
describe("an audit entry's detail", () => {
  it('keeps only the fields that changed, on both sides', () => {
    const before = { name: 'Tomato', rate: 40, kilogramOption: [0.5, 1], category: 'Vegetables' };
    const after = { name: 'Tomato', rate: 45, kilogramOption: [0.5, 1, 2], category: 'Vegetables' };
    expect(changedFields(before, after)).toEqual({
      before: { rate: 40, kilogramOption: [0.5, 1] },
      after: { rate: 45, kilogramOption: [0.5, 1, 2] },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
    expect(changedFields({ gone: 'x' }, { added: 'y' })).toEqual({ before: { gone: 'x' }, after: { added: 'y' } });
  });

  it('drops secrets and files, and cuts long texts, long lists and deep nesting', () => {
    const trimmed = trimDetail({
      before: { passwordHash: '$argon2id$…', resetToken: 'abc', email: 'a@b.in' },
      after: {
        image: `data:image/png;base64,${'A'.repeat(5000)}`,
        comment: 'x'.repeat(500),
        pinCodes: Array.from({ length: 25 }, (_, i) => i),
      },
      deep: { one: { two: { three: { four: 4 } } } },
      at: new Date('2026-11-25T10:00:00Z'),
    });
    expect(trimmed.before).toEqual({ email: 'a@b.in' });
    const after = trimmed.after as Record<string, unknown>;
    expect(after.image).toBe('(file)');
    expect(after.comment).toBe(`${'x'.repeat(200)}…`);
    expect(after.pinCodes).toEqual([...Array.from({ length: 20 }, (_, i) => i), '(+5 more)']);
    expect(trimmed.deep).toEqual({ one: { two: { three: '(…)' } } });
    expect(trimmed.at).toBe('2026-11-25T10:00:00.000Z');
  });
});
