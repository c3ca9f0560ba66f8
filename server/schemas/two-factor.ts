// Answer and body schemas of two-factor sign-in and the security policy (API.md "Two-factor sign-in").
import { Type } from 'typebox';

export const Require2faSchema = Type.Union([Type.Literal('none'), Type.Literal('administrators'), Type.Literal('everyone')], {
  description: 'who must sign in with a second factor',
});

export const PublishWarningSchema = Type.Union([
  Type.Literal('alt-missing'),
  Type.Literal('untranslated'),
  Type.Literal('link-broken'),
  Type.Literal('image-heavy'),
  Type.Literal('heading-skipped'),
  Type.Literal('seo-length'),
]);

export const PublishWarningsSchema = Type.Array(PublishWarningSchema, {
  maxItems: 12,
  description: 'warnings of GET /v2/api/changes that make a publish a 409',
});

export const SecuritySchema = Type.Object({ require2fa: Require2faSchema, blockPublishOn: PublishWarningsSchema });

export const TwoFactorSetupSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() });
