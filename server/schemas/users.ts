// Answer schema of a user (/api/users, /v2/api/login and /verify).
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

/** A user as it leaves the server: the response schema itself keeps hashes out. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile_image: Nullable(Type.String()),
  role: Type.Union([Type.Literal('administrator'), Type.Literal('editor'), Type.Literal('author')], { description: 'what the user may do (API.md "Roles")' }),
  language: Type.Union([Type.Literal('en'), Type.Literal('tr'), Type.Null()], { description: "the admin's language; null until the user chooses one" }),
  twoFactor: Type.Boolean({ description: 'whether the user signs in with a second factor (API.md "Two-factor sign-in")' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
