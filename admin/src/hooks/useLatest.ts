// A ref that always holds the newest value of a render: a function kept stable for React.memo (a card of
// CardGrid) reads its actions through it when clicked, so it never calls an old render's closure.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
