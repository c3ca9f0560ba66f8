import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/admin.css';
import { App } from './app/App.tsx';
import { createAdminRouter } from './app/router.tsx';

// Made before React's first render, which took 100-130 ms at the start: the router starts loading the
// first screen's code (a lazy route) as it is made, so that code now loads while React renders.
const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
