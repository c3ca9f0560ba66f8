// Providers around the router: data cache, signed-in user, toasts.
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient } from '../lib/query.ts';
import { AppToaster } from '../lib/toast.tsx';
import { createAdminRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAdminRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
