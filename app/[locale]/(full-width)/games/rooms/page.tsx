import { getTranslations } from 'next-intl/server';
import { GameCard } from '@/components/games/game-card';
import { gameMetadata } from '@/components/games/game-page';
import { PageHeading } from '@/components/ui/page-heading';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { ROOM_COLORS } from '@/lib/routes';

export const generateMetadata = gameMetadata('rooms');

export default async function RoomsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t('rooms.title')} lead={t('rooms.description')} />
      <div className="grid">
        {ROOM_COLORS.map((room) => (
          <GameCard
            key={room}
            href={`/games/rooms/${room}`}
            title={t(`rooms.colors.${room}.name`)}
            text={t(`rooms.colors.${room}.text`)}
          />
        ))}
      </div>
      <section aria-labelledby="rooms-rules" className="panel">
        <h2 id="rooms-rules">{t('rulesHeading')}</h2>
        <p>{t('rooms.rules')}</p>
      </section>
    </div>
  );
}
