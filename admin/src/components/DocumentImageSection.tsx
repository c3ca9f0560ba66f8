// A part of a page document made of a bilingual title and an image (About's banner and image
// sections, Contact's banner), saved by its own button together with the image chosen, if any. One
// piece for these sections, so they keep the same fields, picker and keep-the-file-until-saved rule.
import { useState } from 'react';
import type { BilingualValue } from '../hooks/useDocumentEditor.ts';
import { FILE_RULES } from '../lib/files.ts';
import { notify } from '../lib/toast.tsx';
import { BilingualField } from './fields.tsx';
import { FormCard } from './FormCard.tsx';
import { ImagePicker } from './ImagePicker.tsx';

interface DocumentImageSectionProps {
  /** the card's heading, e.g. t('Banner Section') */
  title: string;
  submitLabel: string;
  saving: boolean;
  className?: string;
  titleLabel: string;
  /** the part's titles: `editor.bilingual(part, 'title')` */
  titles: BilingualValue;
  /** both titles required */
  required?: boolean;
  imageLabel: string;
  /** the stored image, '' for none */
  image: string;
  /** the advice under the picker, e.g. t('Recommended size: 1920x500') */
  help: string;
  /** saves the part with the chosen image (null keeps the stored one); true once saved, which clears the choice */
  onSave: (file: File | null) => Promise<boolean>;
}

export function DocumentImageSection({ titleLabel, titles, required, imageLabel, image, help, onSave, ...card }: DocumentImageSectionProps) {
  const [file, setFile] = useState<File | null>(null);
  const save = async () => {
    if (await onSave(file)) setFile(null);
  };
  return (
    <FormCard {...card} onSubmit={() => void save()}>
      <BilingualField label={titleLabel} {...titles} required={required} />
      <ImagePicker
        label={imageLabel}
        rule={FILE_RULES.contentImage}
        file={file}
        onChange={setFile}
        onInvalid={notify.error}
        currentUrl={image || null}
        previewSize={160}
        help={help}
      />
    </FormCard>
  );
}
