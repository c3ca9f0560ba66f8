// A file input for one image: checks type and size before anything is sent, and previews the choice
// (or the current image). A refused file clears the input and reports the SPEC.md message. Beside it,
// "Choose from library" (issue 32) picks a file of the media library instead: the choice is a
// LibraryFile, which the form sends as `<field>_media` (lib/api.ts), so every image field of every
// screen offers it through this one component.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { acceptOf, checkFile, type FileRule } from '../lib/files.ts';
import { t } from '../lib/i18n.ts';
import { LibraryFile } from '../lib/libraryFile.ts';
import { LibraryButton } from './LibraryButton.tsx';

interface ImagePickerProps {
  label: string;
  rule: FileRule;
  /** the chosen file, or null */
  file: File | null;
  onChange: (file: File | null) => void;
  /** called with the rule's message when a file is refused */
  onInvalid: (message: string) => void;
  /** the image already stored, shown until another is chosen */
  currentUrl?: string | null;
  help?: string;
  /** preview box size in px */
  previewSize?: number;
  round?: boolean;
  required?: boolean;
  /** bump to clear the input (after a save) */
  resetKey?: number | string;
}

export function ImagePicker({ label, rule, file, onChange, onInvalid, currentUrl, help, previewSize = 100, round, required, resetKey }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || file instanceof LibraryFile) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (input.current && !file) input.current.value = '';
  }, [file, resetKey]);

  const preview = (file instanceof LibraryFile ? file.url : objectUrl) ?? currentUrl ?? null;

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t(label)}</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        accept={acceptOf(rule)}
        required={required && !(file instanceof LibraryFile)}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => {
          const chosen = (e.currentTarget as HTMLInputElement).files?.[0] ?? null;
          if (!chosen) return onChange(null);
          const problem = checkFile(chosen, rule);
          if (problem) {
            (e.currentTarget as HTMLInputElement).value = '';
            onChange(null);
            onInvalid(problem);
            return;
          }
          onChange(chosen);
        }}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
        <LibraryButton
          label={t(label)}
          rule={rule}
          onChoose={(chosen) => {
            if (input.current) input.current.value = '';
            onChange(chosen);
          }}
        />
        {file instanceof LibraryFile ? (
          <span className="small text-body-secondary" data-testid="library-choice">
            {t('From the library: {name}', { name: file.name })}
          </span>
        ) : null}
      </div>
      {help ? <Form.Text id={`${id}-help`}>{t(help)}</Form.Text> : null}
      {preview ? (
        <div className="mt-2">
          <img
            src={preview}
            alt={t('{name} preview', { name: label })}
            className={`border object-fit-cover${round ? ' rounded-circle' : ' rounded'}`}
            style={{ width: previewSize, height: previewSize, objectFit: round ? 'cover' : 'contain' }}
          />
        </div>
      ) : null}
    </Form.Group>
  );
}
