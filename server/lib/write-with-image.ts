// The write of an item with one image, in the order every collection needs: fields are checked before
// this runs, the new file is stored, the row is written, and only then the replaced file goes.
import type { StagedFile } from './form.ts';
import type { MediaStore } from './media.ts';

/**
 * Saves the staged image (if any) under /uploads/<folder>, runs the write with its path, and removes
 * the new file again if the write throws. After a successful write the replaced image is removed.
 */
export async function writeWithImage<T>(
  media: MediaStore,
  file: StagedFile | undefined,
  folder: string,
  write: (saved: string | undefined) => Promise<T>,
  replaced?: string | null,
): Promise<T> {
  const saved = file ? await media.save(file, folder) : undefined;
  const result = await media.withNewFiles([saved], () => write(saved));
  if (saved && replaced && replaced !== saved) await media.remove([replaced]);
  return result;
}
