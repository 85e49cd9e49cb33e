import { z } from 'zod';
import { BILL_PAPERS } from '../constants.js';

/**
 * `GET /api/user/my/order/:orderId/invoice?paper=receipt` (decision 0059): the bill on A4 (the
 * default) or on an 80 mm thermal printer's roll, for the counter.
 */
export const BillQuery = z.object({
  paper: z.enum(BILL_PAPERS, { error: `Paper: Choose One Of ${BILL_PAPERS.join(', ')}..!!` }).default('a4'),
});
export type BillQuery = z.infer<typeof BillQuery>;
export type BillPaper = z.infer<typeof BillQuery>['paper'];
