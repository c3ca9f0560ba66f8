// Providers around the router: data cache, signed-in user, toasts.
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient } from '../lib/query.ts';
import { AppToaster } from '../lib/toast.tsx';
import type { AdminRouter } from './router.tsx';

/** `router` is made before the first render (main.tsx), so the first screen's code is already on its way. */
export function App({ router }: { router: AdminRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
