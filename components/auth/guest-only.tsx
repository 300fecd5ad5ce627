'use client';

import type { ReactNode } from 'react';
import { useUser } from '@/lib/hooks/data/use-user';

/**
 * Shows `children` to guests only: a signed-in player sees `fallback` instead, and while a stored
 * token is being checked neither shows, so a login button does not flash for a player. Lets a
 * server-rendered page keep its copy on the server and still answer to the session.
 */
export function GuestOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { user, isLoading } = useUser();
  if (user) return fallback;
  if (isLoading) return null;
  return children;
}
