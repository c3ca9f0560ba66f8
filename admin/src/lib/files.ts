// Client-side checks of a chosen file, before it is sent (the server checks the bytes again).
import { getLanguage, t } from './i18n.ts';

export interface FileRule {
  /** MIME types accepted, e.g. image/png */
  types: string[];
  /** lower-case extensions accepted when the browser gives no MIME type */
  extensions: string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /** for the messages in the user's language */
  formats?: ImageFormat[];
  maxMb?: number;
}

/** The message to show for a file that breaks the rule, or null when it is fine. */
export function checkFile(file: File, rule: FileRule): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = file.type ? rule.types.includes(file.type.toLowerCase()) : rule.extensions.includes(ext);
  if (!typeOk) return rule.formats ? t('Please select a valid image file ({formats})', { formats: formatList(rule.formats) }) : t(rule.typeMessage);
  if (file.size > rule.maxBytes) return rule.maxMb ? t('File size must be less than {size}MB', { size: rule.maxMb }) : t(rule.sizeMessage);
  return null;
}

/** The accept attribute of a file input for a rule. */
export function acceptOf(rule: FileRule): string {
  return [...rule.types, ...rule.extensions.map((e) => '.' + e)].join(',');
}

/** The image formats the admin accepts, with the MIME types and extensions each goes by. */
const IMAGE_FORMATS = {
  JPEG: { types: ['image/jpeg', 'image/jpg'], extensions: ['jpeg', 'jpg'] },
  PNG: { types: ['image/png'], extensions: ['png'] },
  GIF: { types: ['image/gif'], extensions: ['gif'] },
  WebP: { types: ['image/webp'], extensions: ['webp'] },
  SVG: { types: ['image/svg+xml'], extensions: ['svg'] },
  ICO: { types: ['image/x-icon', 'image/vnd.microsoft.icon'], extensions: ['ico'] },
};

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * A rule for images of these formats up to `maxMb` megabytes, with the SPEC.md section 5 messages:
 * "Please select a valid image file (JPEG, PNG, or SVG)" and "File size must be less than 2MB".
 */
/** "JPEG, PNG, or SVG" in English, "JPEG, PNG veya SVG" in Turkish. */
function formatList(formats: ImageFormat[], lang = getLanguage()): string {
  if (formats.length < 2) return formats.join('');
  return `${formats.slice(0, -1).join(', ')}${lang === 'tr' ? ' veya' : ', or'} ${formats.at(-1)}`;
}

export function imageRule(formats: ImageFormat[], maxMb: number): FileRule {
  const names = formatList(formats, 'en');
  return {
    formats,
    maxMb,
    types: formats.flatMap((f) => IMAGE_FORMATS[f].types),
    extensions: formats.flatMap((f) => IMAGE_FORMATS[f].extensions),
    maxBytes: maxMb * 1024 * 1024,
    typeMessage: `Please select a valid image file (${names})`,
    sizeMessage: `File size must be less than ${maxMb}MB`,
  };
}

/** The image rules of SPEC.md sections 5 and 9. */
export const FILE_RULES = {
  logo: imageRule(['JPEG', 'PNG', 'SVG'], 2),
  favicon: imageRule(['JPEG', 'PNG', 'SVG', 'ICO'], 1),
  whatsappIcon: imageRule(['JPEG', 'PNG', 'SVG'], 2),
  profileImage: imageRule(['JPEG', 'PNG', 'GIF'], 2),
  /** content images (covers, banners, feature and gallery images): what the server's IMAGE_RULE takes */
  contentImage: imageRule(['JPEG', 'PNG', 'GIF', 'WebP', 'SVG'], 20),
} satisfies Record<string, FileRule>;
