import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RoomBoard } from '@/components/games/rooms/room-board';
import shared from '@/components/games/shared/games.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { ROOM_COLORS, knownParam, type RoomColor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = LocaleParams<{ room: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => ROOM_COLORS.map((room) => ({ locale, room })));
}

function parseRoom(value: string): RoomColor {
  return knownParam(ROOM_COLORS, value) ?? notFound();
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const room = parseRoom((await params).room);
  const t = await getTranslations({ locale, namespace: 'Games' });
  return pageMetadata({
    locale,
    path: `/games/rooms/${room}`,
    title: t(`rooms.colors.${room}.name`),
    description: t(`rooms.colors.${room}.text`),
  });
}

/** `/games/rooms/<room>`: prerendered per language and room; the round itself is live (`RoomBoard`). */
export default async function RoomPage({ params }: Params) {
  await resolveLocale(params);
  const room = parseRoom((await params).room);
  const t = await getTranslations('Games');
  return (
    <div className="game-layout" data-room={room}>
      <PageHeading title={t(`rooms.colors.${room}.name`)} lead={t(`rooms.colors.${room}.text`)} />
      <RoomBoard room={room} />
      <section aria-labelledby="room-rules" className="panel">
        <h2 id="room-rules">{t('rulesHeading')}</h2>
        <p>{t('rooms.rules')}</p>
        <p className={shared.fairLink}>
          {t('fair.text')} <Link href="/fair">{t('fair.link')}</Link>
        </p>
      </section>
    </div>
  );
}
