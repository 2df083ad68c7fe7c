import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ContractKind } from '../../../shared/api/agent';
import { useStores } from '../../stores/StoresContext';
import type { AgentPage } from '../menu';
import './popup.css';

/** The consolidated flag that says an offer of each kind waits, and the page that shows it. */
const WAITING: readonly [
  flag: 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype' | 'divtypereq',
  ContractKind,
  AgentPage,
][] = [
  ['dailysalreqtype', 'daily', 'agentDailyWages2'],
  ['contracthoursalreq', 'hourly', 'agentHourSalary'],
  ['realtimesalreqtype', 'realtime', 'agentRealtimeSalary'],
  ['divtypereq', 'dividend', 'agentDividendRecordCopy2'],
];

/**
 * The contract pop-up (spec: "the contract pop-up"): after an agent signs in, when the
 * consolidated settings say an offer waits, a small dialog says so and links to the page of that
 * kind. Asked once per account and page load; "Later" closes it until the next sign-in.
 */
export const ContractPopup = observer(function ContractPopup() {
  const { t, ready } = useTranslation('agent');
  const root = useStores();
  const { session } = root;
  const navigate = useNavigate();
  const [page, setPage] = useState<AgentPage | null>(null);
  const account = session.accountReady && session.canOpenAgentCentre ? session.account : '';
  useEffect(() => {
    if (!account) return;
    let live = true;
    root
      .createAgentStore((deps) => deps.api.getConsolidatedFunds())
      .then(
        (flags) => {
          const waiting = WAITING.find(([flag]) => flags[flag]);
          if (live && waiting) setPage(waiting[2]);
        },
        // Without the answer there is nothing to tell; the contract pages still show the offer.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [root, account]);

  if (!page || !ready || !account) return null;
  return (
    <div className="contract-popup__backdrop">
      <div className="contract-popup" role="dialog" aria-modal="true" aria-labelledby="contract-popup-title">
        <h2 id="contract-popup-title">{t('contracts.popup.title')}</h2>
        <p>{t('contracts.popup.body')}</p>
        <div className="contract-popup__actions">
          <button
            type="button"
            className="contract-popup__open"
            onClick={() => {
              setPage(null);
              void navigate(`/agentHome?page=${page}`);
            }}
          >
            {t('contracts.popup.open')}
          </button>
          <button type="button" className="contract-popup__later" onClick={() => setPage(null)}>
            {t('contracts.popup.later')}
          </button>
        </div>
      </div>
    </div>
  );
});
