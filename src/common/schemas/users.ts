import { z } from 'zod';
import { ROLES } from '../constants.js';
import { User } from './auth.js';
import { Id, Success } from './fields.js';

export const UserIdParams = z.object({ id: Id });

export const UpdateRoleInput = z.object({
  UserRole: z.enum(ROLES, { error: 'UserRole: Choose Role' }),
});

export const UsersAnswer = z.object({ success: Success, AllUsers: z.array(User), userDocCount: z.number() });
export const UpdateRoleAnswer = z.object({ success: Success, message: z.string(), isUserExit: User });
