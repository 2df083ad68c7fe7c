import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HOUSE_VERIFY_PATH } from '../../../shared/api/house-rules';
import { balanceChangedMessage } from '../../../shared/game-messages';
import { createRemoteSlotClient } from '../../slot/ui/remoteClient';
import { SlotGame } from '../../slot/ui/SlotGame';
import { setUpPage } from '../setup';

// The house slot page a launch opens (/house/slot/?token=&lang=&theme=): opens the game session
// on the server, then shows Lucky Crown with the brand's stakes, interval and autoplay rule.
const root = createRoot(document.getElementById('root') as HTMLElement);
const status = (text: string) => root.render(<p className="house-page__status">{text}</p>);

void setUpPage().then(async ({ params, language, t }) => {
  status(t('page.loading'));
  const client = createRemoteSlotClient({ token: params.get('token') ?? '' });
  try {
    const session = await client.session();
    document.title = session.game.name;
    const theme = document.documentElement.dataset.theme ?? 'light';
    const verifierPage = `${HOUSE_VERIFY_PATH}?${new URLSearchParams({ lang: language, theme }).toString()}`;
    // A round moved the balance: the site framing the game refreshes its own header balance
    // (real money, or a trial account's fun money, which its header shows too; a visitor's site
    // has no balance to refresh). The target is '*' because this page's origin is opaque and
    // the hint carries nothing to keep secret.
    const framed = window.parent !== window;
    const tellSite = framed ? () => window.parent.postMessage(balanceChangedMessage, '*') : undefined;
    root.render(
      <StrictMode>
        <SlotGame
          client={client}
          t={t}
          title={session.game.name}
          minSpinIntervalMs={session.minSpinIntervalMs}
          autoplayAllowed={session.autoplayAllowed}
          stakes={session.stakes}
          currency={session.currencySymbol}
          jackpot={session.mode === 'real' ? session.jackpot : undefined}
          verifierPage={verifierPage}
          onBalanceShown={tellSite}
        />
      </StrictMode>,
    );
  } catch {
    status(t('page.failed'));
  }
});
