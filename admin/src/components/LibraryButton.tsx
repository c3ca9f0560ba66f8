// "Choose from library" (issue 32, item 4): a button that opens the media library's dialog and hands
// over the file chosen as a LibraryFile, which forms send as `<field>_media` (lib/api.ts). Used by
// every single-image field: ImagePicker, and the logo and favicon's FileButton; with `many`, by the
// galleries' MultiImageUpload, which sends the chosen files as `images_media`.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { FileRule } from '../lib/files.ts';
import { t } from '../lib/i18n.ts';
import { LibraryFile } from '../lib/libraryFile.ts';

// the dialog's code loads when it is first opened
const LibraryPicker = lazy(() => import('../features/media/LibraryPicker.tsx').then((m) => ({ default: m.LibraryPicker })));

interface LibraryButtonProps {
  /** the field's label, in the dialog's title ("Choose from library: Cover Image") */
  label: string;
  rule: FileRule;
  onChoose?: (file: LibraryFile) => void;
  /** several files at once (a gallery): at most `max`, handed over together */
  many?: { max: number; onChoose: (files: LibraryFile[]) => void };
  disabled?: boolean;
}

export function LibraryButton({ label, rule, onChoose, many, disabled }: LibraryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* named by its text alone: a name holding the field's label would answer to that label too */}
      <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {t('Choose from library')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LibraryPicker
            label={label}
            rule={rule}
            onClose={() => setOpen(false)}
            onChoose={(chosen) => {
              setOpen(false);
              onChoose?.(new LibraryFile(chosen.id, chosen.url));
            }}
            multiple={
              many && {
                max: many.max,
                onChoose: (chosen) => {
                  setOpen(false);
                  many.onChoose(chosen.map((f) => new LibraryFile(f.id, f.url)));
                },
              }
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
