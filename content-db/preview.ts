// What a preview build tells the site (server/publish/preview.ts): it is a private preview of unpublished
// content, so each page shows a banner saying of what, and asks not to be indexed. The field travels in
// the build's content snapshot (SITE_DATA_FILE) and is absent from every publish, whose snapshot and
// pages stay as they were.
import type { SiteData, Text } from './site-data.ts';

export interface PreviewInfo {
  /** what the preview shows, in both languages ("Proje: ..." / "Project: ...") */
  label: Text;
  /** when the preview stops being served (UTC ISO time) */
  expiresAt: string;
}

/** The content of a preview build: the site's data and what it previews. */
export type PreviewSiteData = SiteData & { preview: PreviewInfo };

/** The preview a build renders, or null for a publish. */
export function previewOf(data: SiteData): PreviewInfo | null {
  return (data as Partial<PreviewSiteData>).preview ?? null;
}
