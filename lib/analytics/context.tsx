'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { noopAnalytics, type AnalyticsClient } from './client';

const AnalyticsContext = createContext<AnalyticsClient>(noopAnalytics);

export function AnalyticsProvider({
  client,
  children,
}: {
  client: AnalyticsClient;
  children: ReactNode;
}) {
  return <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): AnalyticsClient {
  return useContext(AnalyticsContext);
}
