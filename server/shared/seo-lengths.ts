// The lengths of the SEO fields (content-db/seo.ts), shared with the admin's counters and previews.
// Plain data with no import: the admin bundles this file.

/**
 * Length limits of the fields (characters). Far above what a result shows (about 60 and 160, the
 * counters' range) so a long title is the editor's choice, yet bounded like every text we store.
 */
export const SEO_LIMITS = { title: 120, description: 320 } as const;

/** The ranges the admin's counters call good (amber outside), and the dashboard's `seo-length` warning. */
export const SEO_GOOD_LENGTH = { title: { min: 50, max: 60 }, description: { min: 120, max: 160 } } as const;

/** Whether a length is outside the good range of its kind (the counters' amber, `seo-length`). */
export function outsideGoodLength(kind: 'title' | 'description', length: number): boolean {
  const r = SEO_GOOD_LENGTH[kind];
  return length < r.min || length > r.max;
}
