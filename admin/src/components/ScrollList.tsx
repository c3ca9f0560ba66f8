// A list that scrolls inside a fixed height (SPEC.md section 9: the menu lists scroll at 400px).
// Focusable so keyboard users can scroll it too.
import type { ReactNode } from 'react';

export function ScrollList({ label, height = 400, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-auto" style={{ maxHeight: height }}>
      {children}
    </div>
  );
}
