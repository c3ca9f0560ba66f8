// A button that opens the file chooser and hands over a file that passed the rule's checks.
import { useId } from 'react';
import { acceptOf, checkFile, type FileRule } from '../lib/files.ts';

interface FileButtonProps {
  /** the visible text, e.g. "Update" */
  text: string;
  /** the accessible name, e.g. "Update logo 3" */
  label: string;
  rule: FileRule;
  onFile: (file: File) => void;
  onInvalid: (message: string) => void;
  disabled?: boolean;
}

export function FileButton({ text, label, rule, onFile, onInvalid, disabled }: FileButtonProps) {
  const id = useId();
  return (
    <span className={`file-button btn btn-sm btn-outline-primary position-relative${disabled ? ' disabled' : ''}`}>
      <label htmlFor={id} className="stretched-link mb-0" style={{ cursor: 'pointer' }}>
        {text}
        <span className="visually-hidden"> ({label})</span>
      </label>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={acceptOf(rule)}
        disabled={disabled}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (!file) return;
          const problem = checkFile(file, rule);
          if (problem) onInvalid(problem);
          else onFile(file);
        }}
      />
    </span>
  );
}
