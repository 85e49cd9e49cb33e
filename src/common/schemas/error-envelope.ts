import { z } from 'zod';
import { ErrorCode } from '../errors.js';

/** A message's values by name (common/messages.ts). */
export const MessageValues = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The failure envelope every 4xx/5xx answer carries. The error handler builds it, the API
 * document describes each route's refusals with it (server/http/error-answers.ts), and its type
 * is the web client's: one schema, so the three cannot drift apart. It sits apart from
 * common/errors.ts so the storefront, which imports only its type, does not load Zod at first.
 */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  message: z
    .union([z.string(), z.array(z.string())])
    .meta({ description: 'One text, or for refused input one "Field: problem" line per problem' }),
  code: z.enum(ErrorCode),
  messageId: z
    .union([z.string(), z.array(z.string().nullable())])
    .optional()
    .meta({
      description:
        "The message's id in the shop's message table (common/messages.ts), in the shape of `message`: one, or a parallel list with null for a line without one (decision 0034)",
    }),
  values: z
    .union([MessageValues, z.array(MessageValues.nullable())])
    .optional()
    .meta({ description: 'The values the message was written with (a field is named by its id), in the shape of `messageId`' }),
  items: z.array(z.unknown()).optional().meta({
    description:
      'OUT_OF_STOCK, PRICE_CHANGED and QUANTITY_LIMIT: the cart lines concerned, each with _id and name, and stocks, the new rate or maxPerOrder',
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
