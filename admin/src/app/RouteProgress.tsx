// The loading bar of SPEC.md sections 4 and 9: on each route change it starts at 0.2, moves in 400 ms
// steps, jumps to 0.8 after 0.5 s and finishes after 1 s once the screen's code and styles are in.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

const MINIMUM = 0.2;
const SPEED_MS = 400;
const JUMP_AT_MS = 500;
const FINISH_AFTER_MS = 1000;

export function RouteProgress() {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const pendingKey = busy ? navigation.location?.key : undefined;
  const [value, setValue] = useState<number | null>(null);
  const startedAt = useRef(0);
  const first = useRef(true);

  // a navigation (waiting for a lazy screen) or a new location starts the bar
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    startedAt.current = Date.now();
    setValue(MINIMUM);
    const jump = setTimeout(() => setValue((v) => (v === null ? v : Math.max(v, 0.8))), JUMP_AT_MS);
    return () => clearTimeout(jump);
  }, [location.key, pendingKey]);

  // finishes once at least 1 s has passed, nothing is loading and the stylesheets are applied
  useEffect(() => {
    if (value === null || value >= 1 || busy) return;
    const wait = Math.max(0, FINISH_AFTER_MS - (Date.now() - startedAt.current));
    const done = () => setValue(1);
    const finish = setTimeout(() => {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', done, { once: true });
    }, wait);
    return () => {
      clearTimeout(finish);
      window.removeEventListener('load', done);
    };
  }, [value, busy]);

  // full, then gone once the last step has been drawn
  useEffect(() => {
    if (value !== 1) return;
    const hide = setTimeout(() => setValue(null), SPEED_MS);
    return () => clearTimeout(hide);
  }, [value]);

  if (value === null) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="route-progress"
      className="position-fixed top-0 start-0 w-100"
      style={{ height: 3, zIndex: 2000, pointerEvents: 'none' }}
    >
      <div className="h-100 bg-primary" style={{ width: `${value * 100}%`, transition: `width ${SPEED_MS}ms ease` }} />
    </div>
  );
}
