// Answer schema of a user (/api/users, /v2/api/login and /verify).
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

/** A user as it leaves the server: the response schema itself keeps hashes out. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile_image: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
