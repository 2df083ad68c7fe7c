import { LUCKY_CROWN_RULES, SYMBOLS, type SlotSymbol } from '../engine';
import { formatMinor } from './money';
import { SymbolArt } from './SymbolArt';
import type { Translate } from './translate';

/** Line pays of every symbol for 5, 4 and 3 in a row, as amounts at the player's coin value. */
export function Paytable({ coinValue, t }: { coinValue: number; t: Translate }) {
  const paying = SYMBOLS.filter((symbol): symbol is SlotSymbol => LUCKY_CROWN_RULES.linePays[symbol] !== undefined);
  return (
    <table className="slot-paytable">
      <caption>{t('rules.paytableCaption', { coin: formatMinor(coinValue) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rules.symbol')}</th>
          {[5, 4, 3].map((count) => (
            <th scope="col" key={count}>
              {t('rules.inARow', { count })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {paying.map((symbol) => {
          const [three, four, five] = LUCKY_CROWN_RULES.linePays[symbol]!;
          return (
            <tr key={symbol}>
              <th scope="row">
                <span className="slot-paytable__symbol">
                  <SymbolArt symbol={symbol} />
                  {t(`symbols.${symbol}`)}
                </span>
              </th>
              {[five, four, three].map((coins, i) => (
                <td key={i}>{formatMinor(coins * coinValue)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
