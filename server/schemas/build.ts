// Answer schema of the publishing state (/v2/api/build): the release served, the one a rollback goes
// back to, and the newest attempt.
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

export const ReleaseSchema = Type.Object({
  id: Type.String(),
  startedAt: Type.String(),
  finishedAt: Type.String(),
  pages: Type.Integer(),
  ms: Type.Integer(),
});

export const BuildAttemptSchema = Type.Object({
  ...ReleaseSchema.properties,
  ok: Type.Boolean(),
  log: Type.String({ description: 'tail of the build output when it failed' }),
  warning: Type.Optional(
    Type.String({ description: 'what went wrong without failing it: the kept renderer failed and a whole build made this release (see fallback)' }),
  ),
});

/** Publishes fall back to whole builds: the kept renderer (server/publish/kept-renderer.ts) failed. */
export const RenderFallbackSchema = Type.Object(
  {
    releaseId: Type.String({ description: 'the attempt that found it' }),
    at: Type.String(),
    reason: Type.String({ description: 'the failure, e.g. the error of the kept render' }),
  },
  {
    description:
      'publishes are whole builds (about twice the cost) because the kept renderer failed; stays until a publish is rendered by the kept renderer again, across restarts',
  },
);

export const BuildStateSchema = Type.Union([Type.Literal('idle'), Type.Literal('queued'), Type.Literal('building'), Type.Literal('failed')]);

export const StorageStepSchema = Type.Union([
  Type.Literal('comparing'),
  Type.Literal('assets'),
  Type.Literal('pages'),
  Type.Literal('sitemap and redirects'),
  Type.Literal('deletions'),
]);

/** The sync of the live release to S3-compatible storage (server/publish/storage-sync/). */
export const StorageStatusSchema = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('syncing'), Type.Literal('failed')]),
  releaseId: Nullable(Type.String({ description: 'the release being synced, or the last one tried' })),
  syncedId: Nullable(Type.String({ description: 'the release the bucket holds in full' })),
  step: Nullable(StorageStepSchema),
  done: Type.Integer({ description: 'objects uploaded or deleted so far by the running sync' }),
  total: Type.Integer({ description: 'objects the running sync has to upload or delete' }),
  attempt: Type.Integer(),
  uploaded: Type.Integer({ description: 'objects the last finished sync uploaded' }),
  deleted: Type.Integer({ description: 'objects the last finished sync deleted' }),
  ms: Type.Integer(),
  finishedAt: Nullable(Type.String()),
  log: Type.String({ description: 'why the last attempts failed' }),
});

export const BuildStatusSchema = Type.Object({
  state: BuildStateSchema,
  current: Nullable(ReleaseSchema),
  previous: Nullable(ReleaseSchema),
  last: Nullable(BuildAttemptSchema),
  /** null when S3_BUCKET is unset */
  storage: Type.Optional(Nullable(StorageStatusSchema)),
  /** null while kept renders work, or when there are none (BUILD_RENDERERS=0) */
  fallback: Type.Optional(Nullable(RenderFallbackSchema)),
  upToDate: Nullable(
    Type.Boolean({
      description:
        'whether the live release was built from the present content, database, site code and SITE_URL (false: a rebuild is due); null when nothing is live',
    }),
  ),
});
