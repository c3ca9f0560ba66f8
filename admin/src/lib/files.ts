// Client-side checks of a chosen file, before it is sent (the server checks the bytes again).

export interface FileRule {
  /** MIME types accepted, e.g. image/png */
  types: string[];
  /** lower-case extensions accepted when the browser gives no MIME type */
  extensions: string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** The message to show for a file that breaks the rule, or null when it is fine. */
export function checkFile(file: File, rule: FileRule): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = file.type ? rule.types.includes(file.type.toLowerCase()) : rule.extensions.includes(ext);
  if (!typeOk) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** The accept attribute of a file input for a rule. */
export function acceptOf(rule: FileRule): string {
  return [...rule.types, ...rule.extensions.map((e) => '.' + e)].join(',');
}

const MB = 1024 * 1024;

/** The image rules of SPEC.md sections 5 and 9. */
export const FILE_RULES = {
  logo: {
    types: ['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml'],
    extensions: ['jpeg', 'jpg', 'png', 'svg'],
    maxBytes: 2 * MB,
    typeMessage: 'Please select a valid image file (JPEG, PNG, or SVG)',
    sizeMessage: 'File size must be less than 2MB',
  },
  favicon: {
    types: ['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon'],
    extensions: ['jpeg', 'jpg', 'png', 'svg', 'ico'],
    maxBytes: 1 * MB,
    typeMessage: 'Please select a valid image file (JPEG, PNG, SVG, or ICO)',
    sizeMessage: 'File size must be less than 1MB',
  },
  whatsappIcon: {
    types: ['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml'],
    extensions: ['jpeg', 'jpg', 'png', 'svg'],
    maxBytes: 2 * MB,
    typeMessage: 'Please select a valid image file (JPEG, PNG, or SVG)',
    sizeMessage: 'File size must be less than 2MB',
  },
  profileImage: {
    types: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'],
    extensions: ['jpeg', 'jpg', 'png', 'gif'],
    maxBytes: 2 * MB,
    typeMessage: 'Please select a valid image file (JPEG, PNG, or GIF)',
    sizeMessage: 'File size must be less than 2MB',
  },
} satisfies Record<string, FileRule>;
