import { z } from 'zod';
import { ROLES } from '../constants.js';
import { LanguageField, User } from './auth.js';
import { Id, Success } from './fields.js';
import { PageInfo, PageQuery, SearchText } from './paging.js';

export const UserIdParams = z.object({ id: Id });

export const UpdateRoleInput = z.object({
  UserRole: z.enum(ROLES, { error: 'UserRole: Choose Role' }),
});

/** The owner's users list: optionally the accounts whose name or e-mail holds `q`, a page of them when `page` is given. */
export const AdminUsersQuery = z.object({ q: SearchText, ...PageQuery });
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** `userDocCount` is every account of the shop, also in a search (API.md "Settled details"); `matched` those the search found. */
export const UsersAnswer = z.object({ success: Success, AllUsers: z.array(User), userDocCount: z.number(), ...PageInfo });
export type UsersAnswer = z.infer<typeof UsersAnswer>;
export const UpdateRoleAnswer = z.object({ success: Success, message: z.string(), isUserExit: User });

/** `PUT /api/user/language`: the signed-in shopper's language. */
export const LanguageInput = z.object({ language: LanguageField });
export type LanguageInput = z.infer<typeof LanguageInput>;
export const LanguageAnswer = z.object({ success: Success, message: z.string(), user: User });
