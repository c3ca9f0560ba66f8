// The focal point of a picture (issue 32, item 3): a click on the picture puts it there; the picture is
// also one keyboard control (a slider in two directions): the arrow keys move the point by 5% (1% with
// Shift), Home centres it. Every crop of the picture keeps this point in view (the site's object-position,
// server/lib/focal-crop.ts for real crops).
import type { KeyboardEvent, MouseEvent } from 'react';
import { useT } from '../../lib/i18n.ts';

export interface Focal {
  x: number;
  y: number;
}

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
const percent = (v: number) => `${Math.round(v * 100)}%`;

interface FocalPointProps {
  src: string;
  /** the picture's name for screen readers */
  name: string;
  focal: Focal;
  onChange: (focal: Focal) => void;
}

export function FocalPoint({ src, name, focal, onChange }: FocalPointProps) {
  const t = useT();
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 0.01 : 0.05;
    const moves: Record<string, Focal> = {
      ArrowLeft: { x: focal.x - step, y: focal.y },
      ArrowRight: { x: focal.x + step, y: focal.y },
      ArrowUp: { x: focal.x, y: focal.y - step },
      ArrowDown: { x: focal.x, y: focal.y + step },
      Home: { x: 0.5, y: 0.5 },
    };
    const next = moves[e.key];
    if (!next) return;
    e.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };
  const where = t('{x} from the left, {y} from the top', { x: percent(focal.x), y: percent(focal.y) });
  return (
    <div>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('Focal point of {name}', { name })}
        aria-valuetext={where}
        aria-valuenow={Math.round(focal.x * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-describedby="focal-help"
        data-testid="focal-point"
        className="position-relative d-inline-block border rounded focal-picker"
        style={{ cursor: 'crosshair', maxWidth: '100%' }}
        onClick={click}
        onKeyDown={key}
      >
        <img src={src} alt="" className="d-block rounded" style={{ maxWidth: '100%', maxHeight: 280 }} draggable={false} />
        <span
          aria-hidden="true"
          data-testid="focal-marker"
          className="position-absolute rounded-circle border border-2 border-white"
          style={{
            left: percent(focal.x),
            top: percent(focal.y),
            width: 22,
            height: 22,
            transform: 'translate(-50%, -50%)',
            background: 'rgba(220, 53, 69, 0.6)',
            boxShadow: '0 0 0 1px #000',
            pointerEvents: 'none',
          }}
        />
      </div>
      <div id="focal-help" className="form-text">
        {t('Click the picture, or use the arrow keys, to set the point every crop keeps in view.')} {where}
      </div>
    </div>
  );
}
