import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { BoardView } from './LotteryLobbyStore';
import { boardTiers, formatWinningTime } from './lobbyRules';

/**
 * A draw's full board from the history call: every prize tier with its numbers (XSMB special
 * to G7, 27 numbers; SEA 4D's prizes), and for house draws what verifies it.
 */
export function LotteryBoard({ board, onClose }: { board: BoardView; onClose: () => void }) {
  const { t } = useTranslation(['launch', 'common']);
  const draw = board.history?.draws[0];
  return (
    <Modal title={t('lottery.lobby.board', { name: board.name })} name="lottery-board" onClose={onClose}>
      {board.load.status === 'loading' && <p className="lottery-board__state" aria-busy="true" />}
      {board.load.status === 'failed' && (
        <p className="lottery-board__state" role="alert">
          {t(board.load.key as 'common:errors.unknown')}
        </p>
      )}
      {board.load.status === 'ready' && !draw && <p className="lottery-board__state">{t('lottery.lobby.noResult')}</p>}
      {draw && (
        <div className="lottery-board">
          <p className="lottery-board__issue">
            {t('lottery.lobby.boardIssue', {
              numero: draw.numero,
              date: formatWinningTime(draw.winningTime).date,
              time: formatWinningTime(draw.winningTime).time,
            })}
          </p>
          <table className="lottery-board__table">
            <tbody>
              {boardTiers(draw.result).map((tier) => (
                <tr key={tier} data-tier={tier}>
                  <th scope="row">{t(`lottery.lobby.tiers.${tier}`, { defaultValue: tier })}</th>
                  <td>
                    <div className="lottery-board__numbers">
                      {(draw.result[tier] ?? []).map((number, index) => (
                        <span
                          key={index}
                          className={`lottery-board__number${index === 0 && tier === 'db' ? ' lottery-board__number--top' : ''}`}
                        >
                          {number}
                        </span>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {draw.serverSeed && (
            <dl className="lottery-board__fair">
              <dt>{t('lottery.lobby.commitment')}</dt>
              <dd>{draw.serverSeedHash}</dd>
              <dt>{t('lottery.lobby.serverSeed')}</dt>
              <dd>{draw.serverSeed}</dd>
              <dt>{t('lottery.lobby.clientSeed')}</dt>
              <dd>{draw.clientSeed}</dd>
            </dl>
          )}
        </div>
      )}
    </Modal>
  );
}
