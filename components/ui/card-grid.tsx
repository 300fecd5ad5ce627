/** Cards of title and text, e.g. the kinds of bonuses or the VIP perks. */
export function CardGrid({ items }: { items: { key: string; title: string; text: string }[] }) {
  return (
    <div className="grid">
      {items.map((item) => (
        <article key={item.key} className="card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </article>
      ))}
    </div>
  );
}
