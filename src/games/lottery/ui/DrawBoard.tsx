import { DRAW_FORMATS, type DrawFormatCode, type DrawResult } from '../engine';
import type { LotteryKey, LotteryTranslate } from './translate';

export interface DrawBoardProps {
  readonly format: DrawFormatCode;
  readonly result: DrawResult;
  readonly t: LotteryTranslate;
}

/** A draw's whole board, tier by tier in the format's order (XSMB ĐB, G1 … G7; 4D first … consolation). */
export function DrawBoard({ format, result, t }: DrawBoardProps) {
  return (
    <table className="lottery-board">
      <tbody>
        {DRAW_FORMATS[format].tiers.map(({ tier }) => (
          <tr key={tier} className={`lottery-board__tier is-${tier}`}>
            <th scope="row">{t(`tiers.${tier}` as LotteryKey)}</th>
            <td>
              {(result[tier] ?? []).map((number, index) => (
                <span key={index} className="lottery-board__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
