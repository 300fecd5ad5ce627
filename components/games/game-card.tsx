import { Link } from '@/lib/i18n/navigation';

/** A tile that links to a game or a section. */
export function GameCard({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link href={href} className="card card-link">
      <h3>{title}</h3>
      <p>{text}</p>
    </Link>
  );
}
