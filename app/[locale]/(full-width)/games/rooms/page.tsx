import { getTranslations } from 'next-intl/server';
import { gameMetadata } from '@/components/games/game-page';
import { RoomsLobby } from '@/components/games/rooms/rooms-lobby';
import shared from '@/components/games/shared/games.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { ROOM_COLORS } from '@/lib/routes';

export const generateMetadata = gameMetadata('rooms');

/** `/games/rooms`: the three rooms with their live pots and players, and the rules in full. */
export default async function RoomsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t('rooms.title')} lead={t('rooms.description')} />
      <RoomsLobby
        rooms={ROOM_COLORS.map((room) => ({
          room,
          name: t(`rooms.colors.${room}.name`),
          text: t(`rooms.colors.${room}.text`),
        }))}
      />
      <section aria-labelledby="rooms-rules" className="panel">
        <h2 id="rooms-rules">{t('rulesHeading')}</h2>
        <p>{t('rooms.rules')}</p>
        <p className={shared.fairLink}>
          {t('fair.text')} <Link href="/fair">{t('fair.link')}</Link>
        </p>
      </section>
    </div>
  );
}
