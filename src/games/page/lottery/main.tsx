import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { balanceChangedMessage } from '../../../shared/game-messages';
import { DRAW_FORMAT_CODES, oddsProblem, type DrawFormatCode, type LotteryOdds } from '../../lottery/engine';
import { createRemoteLotteryClient } from '../../lottery/ui/client';
import { LotteryGame } from '../../lottery/ui/LotteryGame';
import { createLotteryTranslator } from '../../lottery/ui/translate';
import { setUpPage } from '../setup';

// The lottery betting page a LOTT launch opens (/house/lottery/?token=&lang=&theme=&game=): opens
// the game session on the server (the token names the game; `game` only labels the URL), then
// shows the open issue, the bet types with the brand's odds, the slip and the results.
const root = createRoot(document.getElementById('root') as HTMLElement);

const isFormat = (format: string): format is DrawFormatCode =>
  (DRAW_FORMAT_CODES as readonly string[]).includes(format);

void setUpPage('lottery').then(async ({ params, messages }) => {
  const t = createLotteryTranslator(messages);
  const status = (text: string) => root.render(<p className="house-page__status">{text}</p>);
  status(t('page.loading'));
  const client = createRemoteLotteryClient({ token: params.get('token') ?? '' });
  try {
    const session = await client.session();
    const odds = session.odds as unknown as LotteryOdds;
    // Odds the engine cannot price, or a format it does not know, would show wrong costs: refuse to open.
    if (!isFormat(session.game.format) || oddsProblem(odds) !== undefined) throw new Error('unusable session');
    document.title = session.game.name;
    // As the slot page: tell the framing site its header balance moved ('*': the origin is opaque, the hint secret-free).
    const framed = window.parent !== window;
    const tellSite = framed ? () => window.parent.postMessage(balanceChangedMessage, '*') : undefined;
    root.render(
      <StrictMode>
        <LotteryGame
          client={client}
          session={session}
          format={session.game.format}
          odds={odds}
          t={t}
          onBalanceShown={tellSite}
        />
      </StrictMode>,
    );
  } catch {
    status(t('page.failed'));
  }
});
