// The server's messages by code (issue 35): every answer with a `message` (SPEC.md's English text)
// carries its stable `code` too, added in one place (server/plugins/errors.ts, for refusals and the
// answers whose schema has a code), and a message with a value in it its `params`. The admin translates
// the code (admin/src/i18n/codes/tr.ts) and shows the English message when a code has no translation or
// an answer has no code. A message without an entry here goes out without a code: add it here (and its
// Turkish) when a route gains one; admin/src/i18n.test.ts lists the ones missing. No import: the admin
// bundles this file.

export const SERVER_MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to do this',
  'about-page-created-successfully': 'About page created successfully',
  'about-page-not-found': 'About page not found',
  'about-page-updated-successfully': 'About page updated successfully',
  'address-reserved': 'This address is used by the site itself',
  'address-taken': 'This address is already used by another page',
  'banner-added-successfully': 'Banner added successfully',
  'banner-deleted-successfully': 'Banner deleted successfully',
  'banner-not-found': 'Banner not found',
  'banner-status-updated-successfully': 'Banner status updated successfully',
  'banner-updated-successfully': 'Banner updated successfully',
  'banners-fetched-successfully': 'Banners fetched successfully',
  'build-queued': 'Build queued',
  'cannot-delete-last-administrator-account': 'Cannot delete the last administrator account',
  'cannot-delete-last-user-account': 'Cannot delete the last user account',
  'cannot-delete-main-administrator-account': 'Cannot delete the main administrator account',
  'cannot-demote-last-administrator': 'Cannot demote the last administrator',
  'card-index-required': 'Each card image needs a card index',
  'changes-discarded': 'Changes discarded',
  'changes-published': 'Changes published',
  'common-password': 'This password is too common. Please choose a less common password',
  'company-details-saved-successfully': 'Company details saved successfully',
  'configuration-created-successfully': 'Configuration created successfully',
  'configuration-deleted-successfully': 'Configuration deleted successfully',
  'configuration-not-found': 'Configuration not found',
  'configuration-status-updated-successfully': 'Configuration status updated successfully',
  'configuration-updated-successfully': 'Configuration updated successfully',
  'contact-page-created-successfully': 'Contact page created successfully',
  'contact-page-not-found': 'Contact page not found',
  'contact-page-updated-successfully': 'Contact page updated successfully',
  'detail-added-successfully': 'Detail added successfully',
  'detail-deleted-successfully': 'Detail deleted successfully',
  'detail-not-found': 'Detail not found',
  'detail-status-updated-successfully': 'Detail status updated successfully',
  'detail-updated-successfully': 'Detail updated successfully',
  'experience-role-link-not-found': 'Experience role link not found',
  'experience-role-link-saved-successfully': 'Experience role link saved successfully',
  'favicon-deleted-successfully': 'Favicon deleted successfully',
  'favicon-not-found': 'Favicon not found',
  'favicon-status-updated-successfully': 'Favicon status updated successfully',
  'favicon-updated-successfully': 'Favicon updated successfully',
  'favicon-uploaded-successfully': 'Favicon uploaded successfully',
  'feature-image-required': 'Feature image is required',
  'field-too-long': '{label} must be at most {limit} characters',
  'fields-and-image-required': 'Please fill all fields and upload an image',
  'file-deleted': 'File deleted',
  'files-uploaded': 'Files uploaded',
  'fix-warnings-before-publishing': 'Fix the warnings before publishing',
  'image-damaged': 'The image file is damaged or incomplete',
  'image-deleted-successfully': 'Image deleted successfully',
  'image-not-found': 'Image not found',
  'image-order-required': 'Please send the image ids in their new order',
  'image-status-updated-successfully': 'Image status updated successfully',
  'image-type-invalid': 'Please select a valid image file (JPEG, PNG, or SVG)',
  'image-type-invalid-jpg': 'Please select a valid image file (JPG, PNG, or SVG)',
  'images-of-other-detail': 'All images must belong to the same detail',
  'images-uploaded-successfully': 'Images uploaded successfully',
  'in-use': 'This file is in use',
  'instagram-link-required': 'Instagram link is required',
  'instagram-setting-created-successfully': 'Instagram setting created successfully!',
  'instagram-setting-deleted-successfully': 'Instagram setting deleted successfully!',
  'instagram-setting-not-found': 'Instagram setting not found',
  'instagram-setting-updated-successfully': 'Instagram setting updated successfully!',
  'instagram-status-updated-successfully': 'Instagram status updated successfully!',
  'internal-error': 'Internal server error',
  'invalid-card-index': 'Invalid card index',
  'invalid-code': 'Invalid code',
  'invalid-email-address': 'Not a valid email address: {address}',
  'invalid-email-example': 'Please enter a valid email address, e.g. info@example.com',
  'invalid-email-password': 'Invalid email or password',
  'invalid-id': 'Invalid id',
  'invalid-phone-example': 'Please enter a valid phone number, e.g. +90 462 326 19 98',
  'invalid-request-body': 'Invalid request body',
  'invalid-url': 'Please enter a valid URL starting with http:// or https://',
  'item-changed-since-seen': 'This item changed since you looked at it',
  'item-has-no-changes': '{label} has no unpublished changes',
  'item-not-found': 'Item not found',
  'kvkk-link-invalid': 'The KVKK notice link must be a web address or a path on this site',
  'kvkk-notice-too-long': 'The KVKK notice may be at most {limit} characters',
  'language-invalid': 'Language must be en or tr',
  'language-saved': 'Language saved',
  'lead-deleted': 'Lead deleted',
  'lead-not-found': 'Lead not found',
  'lead-recipients-saved': 'Lead notification addresses saved',
  'lead-updated': 'Lead updated',
  'logged-out-successfully': 'Logged out successfully',
  'login-successful': 'Login successful',
  'logo-deleted-successfully': 'Logo deleted successfully',
  'logo-not-found': 'Logo not found',
  'logo-status-updated-successfully': 'Logo status updated successfully',
  'logo-updated-successfully': 'Logo updated successfully',
  'logo-uploaded-successfully': 'Logo uploaded successfully',
  'mail-interrupted': 'The server stopped while sending this mail; it is sent again and may arrive twice',
  'main-administrator-stays': 'The main administrator account stays an administrator',
  'malformed-multipart-body': 'Malformed multipart body',
  'media-file-not-found': 'Media file not found',
  'menu-created-successfully': 'Menu created successfully',
  'menu-deleted-successfully': 'Menu deleted successfully',
  'menu-not-found': 'Menu not found',
  'menu-updated-successfully': 'Menu updated successfully',
  'menus-fetched-successfully': 'Menus fetched successfully',
  'news-created-successfully': 'News created successfully',
  'news-deleted-successfully': 'News deleted successfully',
  'news-fetched-successfully': 'News fetched successfully',
  'news-not-found': 'News not found',
  'news-status-updated-successfully': 'News status updated successfully',
  'news-updated-successfully': 'News updated successfully',
  'no-earlier-release': 'There is no earlier release to roll back to',
  'no-menu-found': 'No menu found',
  'no-unpublished-changes': 'There are no unpublished changes',
  'one-banner': 'Only one banner can be added',
  'one-design-section': 'Only one design section can be added',
  'one-ongoing-banner': 'Only one ongoing banner can exist',
  'page-created-successfully': 'Page created successfully',
  'page-deleted': 'Page deleted',
  'page-deleted-successfully': 'Page deleted successfully',
  'page-not-found': 'Page not found',
  'page-saved': 'Page saved',
  'page-updated-successfully': 'Page updated successfully',
  'pages-fetched-successfully': 'Pages fetched successfully',
  'password-too-short': 'Password must be at least 6 characters long',
  'password-updated': 'Password updated',
  'phone-number-required': 'Phone number is required',
  'please-enter-both-email-password': 'Please enter both email and password',
  'please-enter-code': 'Please enter the code',
  'please-enter-company-name-english': 'Please enter the company name in English and Turkish',
  'please-enter-email-address': 'Please enter your email address',
  'please-enter-email-address-code': 'Please enter your email address and the code',
  'please-enter-menu-title': 'Please enter a menu title',
  'please-enter-title-english-turkish': 'Please enter the title in English and Turkish',
  'please-enter-valid-email-address': 'Please enter a valid email address',
  'please-enter-valid-link': 'Please enter a valid link',
  'please-enter-valid-phone-number': 'Please enter a valid phone number with country code (digits only)',
  'please-fill-all-fields': 'Please fill in all fields',
  'please-fill-all-required-fields': 'Please fill in all required fields',
  'please-select-file': 'Please select a file',
  'please-select-least-one-file': 'Please select at least one file',
  'please-select-least-one-image': 'Please select at least one image',
  'please-upload-banner-image': 'Please upload a banner image',
  'please-upload-cover-image': 'Please upload a cover image',
  'please-upload-image': 'Please upload an image',
  'preview-failed': 'The preview could not be built: {reason}',
  'preview-no-builder': 'Previews cannot be made: this server has no site builder',
  'preview-ready': 'Preview ready',
  'project-created-successfully': 'Project created successfully',
  'project-deleted-successfully': 'Project deleted successfully',
  'project-not-found': 'Project not found',
  'project-status-updated': 'Project status updated',
  'project-type-must-ongoing-completed': 'Project type must be ongoing or completed',
  'project-updated-successfully': 'Project updated successfully',
  'projects-not-found': 'Selected projects do not exist: {ids}',
  'publishing-mode-updated': 'Publishing mode updated',
  'publishing-scheduled': 'Publishing scheduled',
  'rate-limited': 'Too many attempts, retry in {seconds} seconds',
  'redirect-added': 'Redirect added',
  'redirect-code-invalid': 'The redirect code must be 301 (moved for good) or 302 (moved for now)',
  'redirect-from-invalid': 'The address to redirect from must be a path of the site, such as /old-page (no ? or #)',
  'redirect-from-required': 'Please enter the address to redirect from',
  'redirect-from-reserved': 'This address belongs to the server (the admin, the API or uploads) and cannot redirect',
  'redirect-from-taken': 'Another redirect already starts from this address',
  'redirect-hides-page': 'This address is a page of the site: a redirect would hide it',
  'redirect-import-empty': 'The file has no redirects: one "from,to,code" row per line',
  'redirect-loop': 'This redirect would loop',
  'redirect-not-found': 'Redirect not found',
  'redirect-removed': 'Redirect removed',
  'redirect-saved': 'Redirect saved',
  'redirect-to-invalid': 'The address to redirect to must be a path of the site (/new-page) or a full http(s) address',
  'redirect-to-required': 'Please enter the address to redirect to',
  'reset-code-sent': 'If this address has an account, a code has been sent',
  'reset-code-wrong': 'The code is wrong or has expired',
  'reset-expired': 'This reset has expired: ask for a new code',
  'reset-too-many-tries': 'Too many tries: ask for a new code',
  'restore-unique-clash': 'This version cannot be restored: another item now uses one of its unique values (such as its slug)',
  'revision-not-found': 'Revision not found',
  'revisions-of-other-items': 'Both revisions must belong to the same item',
  'role-must-administrator-editor-author': 'Role must be administrator, editor or author',
  'route-not-found': 'Route not found',
  'schedule-already-run': 'This scheduled publishing has already run ({state}) and cannot be cancelled',
  'schedule-time-invalid': 'The publishing time must be an ISO date and time with its time zone, e.g. 2026-03-02T09:00:00+03:00',
  'schedule-time-past': 'The publishing time must be in the future',
  'scheduled-publishing-cancelled': 'Scheduled publishing cancelled',
  'scheduled-publishing-not-found': 'Scheduled publishing not found',
  'section-added-successfully': 'Section added successfully',
  'section-deleted-successfully': 'Section deleted successfully',
  'section-not-found': 'Section not found',
  'section-status-updated-successfully': 'Section status updated successfully',
  'section-updated-successfully': 'Section updated successfully',
  'security-settings-saved': 'Security settings saved',
  'select-detail-first': 'Please select a detail first',
  'seo-image-not-in-library': 'The sharing image is not in the media library',
  'seo-image-not-picture': 'The sharing image must be a picture (JPEG, PNG, GIF, WebP or SVG)',
  'service-card-not-found': 'Service card not found',
  'services-page-created-successfully': 'Services page created successfully',
  'services-page-not-found': 'Services page not found',
  'services-page-updated-successfully': 'Services page updated successfully',
  'show-projects-fields-required': 'Please fill all required fields and select at least one project',
  'sign-in-expired': 'This sign-in has expired: sign in again',
  'sign-in-throttled': 'Too many failed sign-in attempts, retry in {seconds} seconds',
  'sign-in-too-many-tries': 'Too many tries: sign in again',
  'sort-order-updated-successfully': 'Sort order updated successfully',
  'stale-version': 'This item was changed by someone else',
  'status-must-active-inactive': 'Status must be active or inactive',
  'status-updated-successfully': 'Status updated successfully',
  'svg-doctype-refused': 'SVG files with DOCTYPE or ENTITY declarations are not allowed',
  'svg-file-could-not-read': 'The SVG file could not be read',
  'take-down-scheduled': 'Take-down scheduled',
  'too-many-sign-ins': 'Too many sign-ins under way, retry in a minute',
  'two-factor-code-required': 'Enter the code of your authenticator app',
  'two-factor-not-on': 'Two-factor sign-in is not on',
  'two-factor-off': 'Two-factor sign-in is off',
  'two-factor-on': 'Two-factor sign-in is on',
  'two-factor-setup-first': 'Start the setup first',
  'two-factor-setup-required': 'Set up two-factor sign-in first',
  'uploaded-file-empty': 'The uploaded file is empty',
  'user-created-successfully': 'User created successfully!',
  'user-deleted-successfully': 'User deleted successfully!',
  'user-email-taken': 'A user with this email already exists',
  'user-not-found': 'User not found',
  'user-updated-successfully': 'User updated successfully!',
  'version-restored-successfully': 'Version restored successfully',
  'warning-alt-missing': 'The image {path} has no alt text in {languages}',
  'warning-english-missing': '{label}: the English text is missing',
  'warning-heading-skipped': 'A heading jumps from level {from} to level {to}',
  'warning-image-heavy': 'The image {path} is {kb} KB (over {limit} KB)',
  'warning-link-broken': 'The link {href} leads to no page',
  'warning-seo-description-length': 'The {language} description is {length} characters ({min} to {max})',
  'warning-seo-title-length': 'The {language} title is {length} characters (at most {max})',
  'warning-texts-same': '{label}: the English and Turkish texts are the same',
  'warning-turkish-missing': '{label}: the Turkish text is missing',
  'whatsapp-setting-created-successfully': 'WhatsApp setting created successfully!',
  'whatsapp-setting-deleted-successfully': 'WhatsApp setting deleted successfully!',
  'whatsapp-setting-not-found': 'WhatsApp setting not found',
  'whatsapp-setting-updated-successfully': 'WhatsApp setting updated successfully!',
  'whatsapp-status-updated-successfully': 'WhatsApp status updated successfully!',
  'wrong-password': 'Wrong password',
} as const;

export type MessageCode = keyof typeof SERVER_MESSAGES;

/** A message as code and values: what an answer carries beside its English `message`. */
export interface CodedMessage {
  code: MessageCode;
  /** the values of the message's {placeholders}, when it has any */
  params?: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const entries = Object.entries(SERVER_MESSAGES) as Array<[MessageCode, string]>;
/** the fixed messages by their text */
const BY_TEXT = new Map(entries.filter(([, text]) => !text.includes('{')).map(([code, text]) => [text, code]));
/** the messages with values, most literal text first ("The KVKK notice may be at most {limit}..." before "{label} must be...") */
const TEMPLATES = entries
  .filter(([, text]) => text.includes('{'))
  .map(([code, text]) => ({ code, names: [...text.matchAll(PLACEHOLDER)].map((m) => m[1]), parts: text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0) }))
  .sort((a, b) => b.parts.join('').length - a.parts.join('').length);

/** The code of a fixed message (one without values), looked up whole. */
export function fixedCode(message: string): CodedMessage | undefined {
  const code = BY_TEXT.get(message);
  return code ? { code } : undefined;
}

/**
 * The code of a message the server wrote (and its values), or undefined for a message not in the
 * catalog. A fixed message is looked up whole; one with values is matched against its template's
 * literal parts, in order, so no route has to name its code.
 */
export function codeOf(message: string): CodedMessage | undefined {
  const fixed = BY_TEXT.get(message);
  if (fixed) return { code: fixed };
  for (const { code, names, parts } of TEMPLATES) {
    const params = matchParts(message, parts, names);
    if (params) return { code, params };
  }
  return undefined;
}

/** The values between the literal parts of a template, or null when `text` does not follow it. */
function matchParts(text: string, parts: readonly string[], names: readonly string[]): Record<string, string> | null {
  if (!text.startsWith(parts[0]) || !text.endsWith(parts[parts.length - 1])) return null;
  const params: Record<string, string> = {};
  let at = parts[0].length;
  for (let i = 0; i < names.length; i++) {
    const next = parts[i + 1];
    // the last value runs to the final literal part; the others to the next part's first occurrence
    const end = i === names.length - 1 ? text.length - next.length : text.indexOf(next, at);
    if (end < at || (i === names.length - 1 && end < at)) return null;
    const value = text.slice(at, end);
    if (value === '') return null;
    params[names[i]] = value;
    at = end + next.length;
  }
  return at === text.length ? params : null;
}

/** A template's text with its {placeholders} filled (a value not given stays as its placeholder). */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
