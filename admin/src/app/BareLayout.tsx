// The login pages: no sidebar, a centred card.
import { Outlet } from 'react-router-dom';

export function BareLayout() {
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
      <div className="w-100" style={{ maxWidth: 420 }}>
        <Outlet />
      </div>
    </main>
  );
}
