// A file of the media library chosen for an image field (issue 32, "Choose from library"). It is a File
// (with no bytes) so every form, input type and save path that carries a chosen upload carries it too;
// where a form is turned into a request (lib/api.ts appendField) it is sent as `<field>_media` with its
// id instead of as a file (API.md "Media library").
export class LibraryFile extends File {
  readonly mediaId: number;
  /** its public path, for the preview */
  readonly url: string;

  constructor(mediaId: number, url: string) {
    super([], url.split('/').pop() ?? 'library-file');
    this.mediaId = mediaId;
    this.url = url;
  }
}

/** The field name a library file goes under: `cover_image` -> `cover_image_media`. */
export const libraryField = (field: string) => `${field}_media`;
