import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MoreMessages } from './more-messages';

type Messages = Awaited<ReturnType<typeof getMessages>>;

/**
 * An area's own message namespaces (`AREA_NAMESPACES` of ./client-messages.ts) for its client
 * components, sent with that area's pages only: every other page's HTML is the lighter for it.
 */
export async function AreaMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const own = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <MoreMessages messages={own}>{children}</MoreMessages>;
}
