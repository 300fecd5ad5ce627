import type { ReactNode } from 'react';
import './globals.css';

// The document (<html>, <body>) is rendered by app/[locale]/layout.tsx, which knows the language;
// this root only exists so that app/not-found.tsx has a layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
