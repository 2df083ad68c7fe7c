import { Amount } from './parts';

/**
 * The totals of everything a report's filters match (not only the page shown), as a strip of
 * labelled figures above the table: the same on a desktop and a phone.
 */
export function Totals({
  label,
  symbol,
  items,
}: {
  label: string;
  symbol: string;
  items: readonly (readonly [key: string, name: string, value: number, signed?: boolean])[];
}) {
  return (
    <section className="agent-totals" aria-label={label}>
      <h3 className="agent-totals__title">{label}</h3>
      <dl className="agent-totals__list">
        {items.map(([key, name, value, signed]) => (
          <div key={key} className="agent-totals__item" data-testid={`total-${key}`}>
            <dt>{name}</dt>
            <dd>
              <Amount value={value} symbol={symbol} signed={signed ?? false} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
