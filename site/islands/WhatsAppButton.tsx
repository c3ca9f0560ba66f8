// The floating WhatsApp chat button (an island): a link to the chat with a tooltip in the page's
// language that shows on hover and on keyboard focus. Rendered to HTML at build time: before hydration
// and without JavaScript the link works and CSS shows the tooltip (Base.astro's styles); once hydrated
// (client:afterpaint) `hidden` and `data-open` follow it for assistive technology.
import { useEffect, useId, useState } from 'react';

export interface WhatsAppButtonProps {
  href: string;
  tooltip: string;
  /** an uploaded icon; the built-in glyph otherwise */
  icon: string | null;
  newTab: boolean;
  newTabNote: string;
}

export default function WhatsAppButton({ href, tooltip, icon, newTab, newTabNote }: WhatsAppButtonProps) {
  const [open, setOpen] = useState(false);
  // data-ready: hydrated (the browser tests wait for it)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const tipId = useId();
  return (
    <div className="wa" data-open={open ? 'true' : 'false'} data-ready={hydrated ? '' : undefined}>
      <a
        className="wa__button"
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-describedby={tipId}
        aria-label={newTab ? `${tooltip} ${newTabNote}` : tooltip}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {icon ? (
          <img src={icon} alt="" width={32} height={32} />
        ) : (
          <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5 0-.8.4s-1 1-1 2.5 1.1 2.9 1.2 3.1 2.1 3.3 5.2 4.6c1.9.8 2.7.9 3.6.7.6-.1 1.9-.8 2.1-1.5s.3-1.4.2-1.5-.2-.2-.5-.4Z"
            />
          </svg>
        )}
      </a>
      <span className="wa__tip" id={tipId} role="tooltip" hidden={!open}>
        {tooltip}
      </span>
    </div>
  );
}
