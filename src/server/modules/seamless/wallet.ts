import { ERROR_CODES } from '../../../shared/api/envelope';
import type { ChangeBus } from '../../db/change-bus';
import { CATALOGUE_TOPIC } from '../games/service';
import type { Database } from '../../db/client';
import type { SeamlessAnswer, SeamlessTransactionRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { mainAccount, systemAccount } from '../wallet/accounts';
import { isLedgerLimit, LEDGER_MAX_MINOR } from '../wallet/bounds';
import { post, requestHash, type PostedTransaction } from '../wallet/ledger';
import { batchItemOf } from '../wallet/ledger-queries';
import { selectTransactionByKey } from '../wallet/ledger-queries';
import type {
  AuthenticateAnswer,
  CreditMessage,
  EndRoundMessage,
  MoneyAnswer,
  MoneyMessage,
  ResultAnswer,
  ResultMessage,
  RollbackMessage,
  SeamlessWallet,
} from './contract';
import { SeamlessError } from './errors';
import { findLiveGameSession } from './game-sessions';
import { findPlayer, playerIdOf } from './players';
import {
  adoptWinMarker,
  claimBet,
  claimTransaction,
  claimWin,
  closeRoundWithBalance,
  finishTransaction,
  markRolledBack,
  markWon,
  selectAccountBalance,
  selectBetGate,
  selectPlayedAt,
  selectTransaction,
  selectVendor,
  selectVendorGame,
  settleResult,
  type NewSeamlessTransaction,
} from './queries';

/**
 * The seamless wallet (issue 7; domain-rules.md 3.3; docs/seamless-wallet.md): the vendor moves
 * the player's money during play, we own the balance.
 *
 * Money: a bet moves the stake from the player's main wallet to a shard of the brand's house
 * account, a win the reverse, a rollback reverses its bet. All of it goes through the ledger's
 * post(), which outside a transaction joins the group commit (ledger_post_batch), so bets and
 * wins of many players share statements and commits; the house is sharded so they do not queue
 * on one row. Ledger keys are derived from (vendor, player, transaction id), which makes every
 * posting idempotent even when our own record of the message is lost half-way.
 *
 * Messages: each is first claimed in seamless_transactions under (vendor, player, transaction
 * id). A repeat finds the claim and answers the stored answer (or finishes a message whose
 * first attempt died half-way); the same id with other content is TRANSACTION_CONFLICT. A
 * rollback of a bet not seen yet claims the bet's id with a tombstone, so the late bet finds
 * the key taken and is refused. A bet and a rollback racing each other are settled by two
 * rules: the rollback marks the bet before it looks for the bet's posting, and the bet looks
 * for the mark after posting; whichever sees both posts the reversal (one key, so once).
 * A win and a rollback of the same bet race on one row update (won_at vs rolled_back_at), so
 * a rolled-back bet never receives a win and a paid bet is never rolled back. A win that names
 * a bet not seen yet leaves a win_marker under the bet's key, so the order of arrival changes
 * nothing: a rollback finds the marker and is refused (ROUND_CLOSED, as for a paid bet), and the
 * late bet takes the marker over and is born won (it is still taken only through the bet gate).
 *
 * Wins and rollbacks are taken whatever the session or the player's state; bets need an
 * enabled player with a live real-mode game session at the vendor and an open round.
 */

export interface SeamlessWalletOptions {
  now?: () => number;
  /** Catalogue writes through any process (CATALOGUE_TOPIC) drop the cached vendor lookups. */
  changes?: ChangeBus;
}

/** The wallet, and the same wallet limited to one brand's players (the HTTP shell's view). */
export interface SeamlessWalletService extends SeamlessWallet {
  forBrand(brandId: number): SeamlessWallet;
}

/** Who a message is about: the player, their brand and the vendor. */
interface Party {
  readonly brandId: number;
  readonly memberId: number;
  readonly vendorId: number;
  readonly vendorCode: string;
  readonly currency: string;
  /** The brand's maximum win per round (cashier settings, limits). */
  readonly maxWinMinor: bigint;
}

const VENDOR_CACHE_MS = 60_000;
/** Bound of the in-process caches of the vendor scope (who played where, which games). */
const SCOPE_CACHE_LIMIT = 50_000;

export function createSeamlessWallet(db: Database, options: SeamlessWalletOptions = {}): SeamlessWalletService {
  const now = options.now ?? Date.now;
  const vendorCache = new Map<
    string,
    { value: { vendorId: number; currency: string; maxWinMinor: bigint } | undefined; until: number }
  >();
  // Positive answers only: a game session is never deleted, so "played at" stays true; a game
  // could move or go, so that answer lives as long as the vendor's.
  const playedAt = new Set<string>();
  const vendorGames = new Map<string, number>();
  // An operator's catalogue change on any process drops what the vendor and game lookups hold.
  options.changes?.subscribe(CATALOGUE_TOPIC, () => {
    vendorCache.clear();
    vendorGames.clear();
  });

  async function vendorOf(brandId: number, vendorCode: string) {
    const key = `${brandId}:${vendorCode}`;
    const cached = vendorCache.get(key);
    if (cached && cached.until > now()) return cached.value;
    const value = await selectVendor(db, brandId, vendorCode);
    vendorCache.set(key, { value, until: now() + VENDOR_CACHE_MS });
    return value;
  }

  async function partyOf(brandId: number | null, vendorCode: string, playerId: string): Promise<Party> {
    const player = await findPlayer(db, playerId);
    if (!player || (brandId !== null && player.brandId !== brandId))
      throw new SeamlessError('PLAYER_NOT_FOUND', 'No such player');
    const vendor = await vendorOf(player.brandId, vendorCode);
    if (!vendor) throw new SeamlessError('PLAYER_NOT_FOUND', 'The player has no wallet at this vendor');
    // A vendor's players are those who opened one of its games (a game session created them for
    // it): another vendor's player is not found, whatever id the caller learnt.
    const scope = `${player.memberId}:${vendor.vendorId}`;
    if (!playedAt.has(scope)) {
      if (!(await selectPlayedAt(db, player.memberId, vendor.vendorId)))
        throw new SeamlessError('PLAYER_NOT_FOUND', 'The player has no wallet at this vendor');
      if (playedAt.size >= SCOPE_CACHE_LIMIT) playedAt.clear();
      playedAt.add(scope);
    }
    return { brandId: player.brandId, memberId: player.memberId, vendorCode, ...vendor };
  }

  /** Refuses a gameCode that is not one of the calling vendor's games (GAME_NOT_FOUND). */
  async function checkGame(party: Party, gameCode: string): Promise<void> {
    const key = `${party.vendorId}:${gameCode}`;
    if ((vendorGames.get(key) ?? 0) > now()) return;
    if (!(await selectVendorGame(db, party.brandId, party.vendorId, gameCode)))
      throw new SeamlessError('GAME_NOT_FOUND', 'No such game at this vendor');
    if (vendorGames.size >= SCOPE_CACHE_LIMIT) vendorGames.clear();
    vendorGames.set(key, now() + VENDOR_CACHE_MS);
  }

  /** Refuses a win above the brand's maximum per round (LIMIT_EXCEEDED); nothing is recorded. */
  function checkWin(party: Party, amount: bigint): void {
    if (amount > party.maxWinMinor)
      throw new SeamlessError('LIMIT_EXCEEDED', "The win is above the brand's maximum win per round");
  }

  async function balanceOf(party: Party): Promise<bigint> {
    return selectAccountBalance(db, await mainAccount(db, party.brandId, party.memberId, party.currency));
  }

  /** Closes the player's round at this vendor; answers their balance (one statement). */
  async function closeRoundOf(party: Party, roundId: string): Promise<bigint> {
    const accountId = await mainAccount(db, party.brandId, party.memberId, party.currency);
    return closeRoundWithBalance(db, { vendorId: party.vendorId, memberId: party.memberId, roundId, accountId });
  }

  /** Ledger keys: unique per brand, namespaced by vendor and member. */
  function ledgerKey(party: Party, what: 'bet' | 'win' | 'rev', transactionId: string): string {
    return `seamless:v${party.vendorId}:m${party.memberId}:${what}:${transactionId}`;
  }

  function ok(party: Party, balance: bigint, row: SeamlessTransactionRow): SeamlessAnswer {
    return { status: 'OK', balance: balance.toString(), currency: party.currency, walletTransactionId: String(row.id) };
  }

  /** The money answer of a stored answer; a stored refusal is thrown again. */
  function answerOf(answer: SeamlessAnswer, repeated: boolean): MoneyAnswer {
    if (answer.status === 'ERROR')
      throw new SeamlessError(
        answer.code as SeamlessError['code'],
        'Refused (as when first asked)',
        answer.balance === undefined ? undefined : BigInt(answer.balance),
      );
    return {
      balance: BigInt(answer.balance),
      currency: answer.currency,
      walletTransactionId: answer.walletTransactionId,
      repeated,
    };
  }

  async function refuse(row: SeamlessTransactionRow, error: SeamlessError): Promise<never> {
    const answer: SeamlessAnswer = { status: 'ERROR', code: error.code };
    if (error.balance !== undefined) answer.balance = error.balance.toString();
    const finished = await finishTransaction(db, row.id, { status: 'refused', ledgerTransactionId: null, answer });
    // Another path may have finished the row first; its answer is the one that stands.
    answerOf(finished.answer ?? answer, false);
    throw error;
  }

  function record(
    party: Party,
    fields: Pick<NewSeamlessTransaction, 'transactionId' | 'kind' | 'roundId' | 'betTransactionId' | 'gameCode'> &
      Partial<NewSeamlessTransaction>,
    requestId: string,
  ): NewSeamlessTransaction {
    const amount = fields.amount ?? 0n;
    return {
      brandId: party.brandId,
      vendorId: party.vendorId,
      memberId: party.memberId,
      requestId,
      amount,
      contentHash: contentHash(fields.kind, fields.roundId, fields.gameCode, amount, fields.betTransactionId),
      ...fields,
    };
  }

  // --- bets -----------------------------------------------------------------------------------

  function betPosting(party: Party, row: SeamlessTransactionRow) {
    const key = ledgerKey(party, 'bet', row.transactionId);
    return {
      key,
      hash: requestHash({ seamless: 'bet', vendorId: party.vendorId, memberId: party.memberId, amount: row.amount }),
    };
  }

  /** Posts a claimed bet (again, harmlessly, for a repeat) and records its answer. */
  async function settleDebit(party: Party, row: SeamlessTransactionRow, repeated: boolean): Promise<MoneyAnswer> {
    if (row.amount === 0n) {
      // A free bet (free spins) moves no money but still joins the round and can be rolled back.
      const finished = await finishTransaction(db, row.id, {
        status: 'done',
        ledgerTransactionId: null,
        answer: ok(party, await balanceOf(party), row),
      });
      if (finished.rolledBackAt) throw rolledBack();
      return answerOf(finished.answer!, repeated);
    }
    const { key, hash } = betPosting(party, row);
    const player = await mainAccount(db, party.brandId, party.memberId, party.currency);
    const house = await systemAccount(db, party.brandId, 'house', party.currency, key);
    let posted: PostedTransaction;
    try {
      posted = await post(db, {
        brandId: party.brandId,
        kind: 'bet',
        idempotencyKey: key,
        requestHash: hash,
        postings: [
          { accountId: player, amount: -row.amount, currency: party.currency },
          { accountId: house, amount: row.amount, currency: party.currency },
        ],
        metadata: metadataOf(party, row),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.insufficientFunds) {
        const balance = await selectAccountBalance(db, player);
        return refuse(row, new SeamlessError('INSUFFICIENT_FUNDS', 'Insufficient funds', balance));
      }
      if (isLedgerLimit(error)) return refuse(row, limitExceeded());
      throw error;
    }
    const balance = posted.postings[0]?.balanceAfter ?? 0n;
    const finished = await finishTransaction(db, row.id, {
      status: 'done',
      ledgerTransactionId: posted.id,
      answer: ok(party, balance, row),
    });
    // Rolled back meanwhile (or refused by a racing attempt): the stake goes back.
    if (finished.rolledBackAt || finished.status === 'refused') await reverseBet(party, row, posted.id);
    if (finished.rolledBackAt) throw rolledBack();
    return answerOf(finished.answer!, repeated);
  }

  async function reverseBet(
    party: Party,
    bet: SeamlessTransactionRow,
    betLedgerId: number,
  ): Promise<PostedTransaction> {
    const key = ledgerKey(party, 'rev', bet.transactionId);
    const player = await mainAccount(db, party.brandId, party.memberId, party.currency);
    const house = await systemAccount(db, party.brandId, 'house', party.currency, key);
    return post(db, {
      brandId: party.brandId,
      kind: 'rollback',
      idempotencyKey: key,
      requestHash: requestHash({ seamless: 'rev', bet: betLedgerId }),
      reversesId: betLedgerId,
      postings: [
        { accountId: player, amount: bet.amount, currency: party.currency },
        { accountId: house, amount: -bet.amount, currency: party.currency },
      ],
      metadata: metadataOf(party, bet),
    });
  }

  async function repeatDebit(
    party: Party,
    row: SeamlessTransactionRow,
    fresh: NewSeamlessTransaction,
    at: Date,
  ): Promise<MoneyAnswer> {
    if (row.kind === 'win_marker') return adoptMarker(party, row, fresh, at);
    if (row.kind === 'tombstone') throw rolledBack();
    if (row.kind !== 'debit' || row.contentHash !== fresh.contentHash) throw conflict();
    if (row.rolledBackAt) throw rolledBack();
    if (row.answer) return answerOf(row.answer, true);
    return settleDebit(party, row, true);
  }

  async function debit(brandId: number | null, vendorCode: string, message: MoneyMessage): Promise<MoneyAnswer> {
    checkAmount(message.amount);
    const party = await partyOf(brandId, vendorCode, message.playerId);
    await checkGame(party, message.gameCode);
    const fresh = record(
      party,
      {
        transactionId: message.transactionId,
        kind: 'debit',
        roundId: message.roundId,
        betTransactionId: null,
        gameCode: message.gameCode,
        amount: message.amount,
      },
      message.requestId,
    );
    const at = new Date(now());
    const claimed = await claimBet(db, fresh, at);
    if (claimed) return settleDebit(party, claimed, false);
    // Taken, or shut: a repeat (also of a bet taken before the session ended) answers what it
    // answered first; otherwise the gate says why the bet is refused.
    const existing = await selectTransaction(db, party.vendorId, party.memberId, message.transactionId);
    if (existing) return repeatDebit(party, existing, fresh, at);
    await refuseShutGate(party, message.roundId, at);
    // The gate opened meanwhile (a session started) or a repeat claimed the id meanwhile.
    const retried = await claimBet(db, fresh, at);
    if (retried) return settleDebit(party, retried, false);
    const raced = await selectTransaction(db, party.vendorId, party.memberId, message.transactionId);
    if (raced) return repeatDebit(party, raced, fresh, at);
    throw noSession();
  }

  /** Throws why the bet gate is shut for this round (returns when it is open). */
  async function refuseShutGate(party: Party, roundId: string, at: Date): Promise<void> {
    const gate = await selectBetGate(db, party.memberId, party.vendorId, roundId, at);
    if (gate.disabled) throw new SeamlessError('PLAYER_DISABLED', 'The player may not bet');
    if (!gate.liveSession) throw noSession();
    if (gate.roundClosed) throw new SeamlessError('ROUND_CLOSED', 'The round has ended');
  }

  /** A bet whose win came first takes over the win's marker (born won), through the bet gate. */
  async function adoptMarker(
    party: Party,
    marker: SeamlessTransactionRow,
    fresh: NewSeamlessTransaction,
    at: Date,
  ): Promise<MoneyAnswer> {
    const adopted = await adoptWinMarker(db, marker.id, fresh, at);
    if (adopted) return settleDebit(party, adopted, false);
    const row = await existingRow(party, fresh.transactionId);
    // A copy of this bet took the marker over meanwhile: answer as its repeat.
    if (row.kind !== 'win_marker') return repeatDebit(party, row, fresh, at);
    await refuseShutGate(party, fresh.roundId, at);
    throw noSession();
  }

  // --- wins -----------------------------------------------------------------------------------

  /** betWon: the claim already marked the named bet won (claimWin). */
  async function settleCredit(
    party: Party,
    row: SeamlessTransactionRow,
    repeated: boolean,
    betWon = false,
  ): Promise<MoneyAnswer> {
    if (row.betTransactionId !== null && !betWon) {
      const bet = await selectTransaction(db, party.vendorId, party.memberId, row.betTransactionId);
      // A win for a bet we have not seen is paid (another win left its marker, or the bet arrived
      // as the claim ran and is marked here); for a rolled-back one it is refused.
      if (bet?.kind === 'tombstone') return refuse(row, rolledBack());
      if (bet?.kind === 'debit' && !(await markWon(db, bet.id, new Date(now())))) return refuse(row, rolledBack());
    }
    let ledgerId: number | null = null;
    let balance: bigint;
    if (row.amount === 0n) {
      // A zero win ends its round (domain-rules 3.3): no more bets in it.
      balance = await closeRoundOf(party, row.roundId);
    } else {
      const key = ledgerKey(party, 'win', row.transactionId);
      const player = await mainAccount(db, party.brandId, party.memberId, party.currency);
      const house = await systemAccount(db, party.brandId, 'house', party.currency, key);
      let posted: PostedTransaction;
      try {
        posted = await post(db, {
          brandId: party.brandId,
          kind: 'win',
          idempotencyKey: key,
          requestHash: requestHash({
            seamless: 'win',
            vendorId: party.vendorId,
            memberId: party.memberId,
            amount: row.amount,
          }),
          postings: [
            { accountId: player, amount: row.amount, currency: party.currency },
            { accountId: house, amount: -row.amount, currency: party.currency },
          ],
          metadata: metadataOf(party, row),
        });
      } catch (error) {
        // The player's balance would pass the ledger's ceiling: refused, and stored as refused.
        if (isLedgerLimit(error)) return refuse(row, limitExceeded());
        throw error;
      }
      ledgerId = posted.id;
      balance = posted.postings[0]?.balanceAfter ?? 0n;
    }
    const finished = await finishTransaction(db, row.id, {
      status: 'done',
      ledgerTransactionId: ledgerId,
      answer: ok(party, balance, row),
    });
    return answerOf(finished.answer!, repeated);
  }

  async function credit(brandId: number | null, vendorCode: string, message: CreditMessage): Promise<MoneyAnswer> {
    checkAmount(message.amount);
    const party = await partyOf(brandId, vendorCode, message.playerId);
    await checkGame(party, message.gameCode);
    checkWin(party, message.amount);
    const fresh = record(
      party,
      {
        transactionId: message.transactionId,
        kind: 'credit',
        roundId: message.roundId,
        betTransactionId: message.betTransactionId ?? null,
        gameCode: message.gameCode,
        amount: message.amount,
      },
      message.requestId,
    );
    const claimed = await claimWin(db, fresh, new Date(now()));
    if (claimed) return settleCredit(party, claimed.row, false, claimed.betWon);
    const row = await existingRow(party, message.transactionId);
    if (row.kind !== 'credit' || row.contentHash !== fresh.contentHash) throw conflict();
    if (row.answer) return answerOf(row.answer, true);
    return settleCredit(party, row, true);
  }

  // --- rollbacks ------------------------------------------------------------------------------

  /** Undoes the bet (or leaves its tombstone); answers with `own` as the wallet transaction. */
  async function settleRollback(party: Party, message: RollbackMessage, own: SeamlessTransactionRow | null) {
    const tombstone = await claimTransaction(
      db,
      record(
        party,
        {
          transactionId: message.betTransactionId,
          kind: 'tombstone',
          roundId: message.roundId,
          betTransactionId: null,
          gameCode: '',
          status: 'done',
        },
        message.requestId,
      ),
    );
    let balance: bigint | undefined;
    let ledgerId: number | null = null;
    const bet = tombstone ?? (await existingRow(party, message.betTransactionId));
    if (bet.kind === 'win_marker') {
      // A win named this bet before it arrived: it counts as paid, whichever comes next.
      const error = new SeamlessError('ROUND_CLOSED', 'A win was already paid for this bet; it cannot be rolled back');
      if (own) return refuse(own, error);
      throw error;
    }
    if (bet.kind === 'debit') {
      // Mark first, then look for the bet's posting: a bet posting meanwhile sees the mark.
      const marked = await markRolledBack(db, bet.id, new Date(now()));
      if (!marked) {
        const error = new SeamlessError('ROUND_CLOSED', 'The bet was already paid a win and cannot be rolled back');
        if (own) return refuse(own, error);
        throw error;
      }
      const betLedger = await selectTransactionByKey(db, party.brandId, ledgerKey(party, 'bet', bet.transactionId));
      if (betLedger) {
        const reversal = await reverseBet(party, bet, betLedger.id);
        ledgerId = reversal.id;
        balance = reversal.postings[0]?.balanceAfter;
      }
    } else if (bet.kind !== 'tombstone') {
      const error = conflict();
      if (own) return refuse(own, error);
      throw error;
    }
    const answer = ok(party, balance ?? (await balanceOf(party)), own ?? bet);
    if (!own) return answerOf(answer, false);
    const finished = await finishTransaction(db, own.id, { status: 'done', ledgerTransactionId: ledgerId, answer });
    return answerOf(finished.answer!, false);
  }

  async function rollback(brandId: number | null, vendorCode: string, message: RollbackMessage): Promise<MoneyAnswer> {
    const party = await partyOf(brandId, vendorCode, message.playerId);
    // A vendor that gives the rollback its bet's id: the bet's row carries the rollback.
    if (message.transactionId === message.betTransactionId) return settleRollback(party, message, null);
    const fresh = record(
      party,
      {
        transactionId: message.transactionId,
        kind: 'rollback',
        roundId: message.roundId,
        betTransactionId: message.betTransactionId,
        gameCode: '',
      },
      message.requestId,
    );
    const claimed = await claimTransaction(db, fresh);
    if (claimed) return settleRollback(party, message, claimed);
    const row = await existingRow(party, message.transactionId);
    if (row.kind !== 'rollback' || row.contentHash !== fresh.contentHash) throw conflict();
    if (row.answer) return answerOf(row.answer, true);
    return { ...(await settleRollback(party, message, row)), repeated: true };
  }

  async function existingRow(party: Party, transactionId: string): Promise<SeamlessTransactionRow> {
    const row = await selectTransaction(db, party.vendorId, party.memberId, transactionId);
    if (!row) throw new Error(`seamless transaction ${transactionId} claimed but not found`);
    return row;
  }

  // --- the rest -------------------------------------------------------------------------------

  async function authenticate(brandId: number | null, vendorCode: string, token: string): Promise<AuthenticateAnswer> {
    const session = await findLiveGameSession(db, token, new Date(now()));
    if (!session || session.vassalage !== vendorCode || (brandId !== null && session.brandId !== brandId))
      throw new SeamlessError('INVALID_TOKEN', 'Unknown or expired game token');
    if (session.memberDisabled) throw new SeamlessError('PLAYER_DISABLED', 'The player is disabled');
    const account = await mainAccount(db, session.brandId, session.memberId, session.currency);
    return {
      playerId: await playerIdOf(db, session.brandId, session.memberId),
      currency: session.currency,
      balance: await selectAccountBalance(db, account),
      mode: session.mode,
      gameCode: session.gameCode,
      language: session.language,
    };
  }

  async function balance(brandId: number | null, vendorCode: string, playerId: string) {
    const party = await partyOf(brandId, vendorCode, playerId);
    return { balance: await balanceOf(party), currency: party.currency };
  }

  async function endRound(brandId: number | null, vendorCode: string, message: EndRoundMessage) {
    const party = await partyOf(brandId, vendorCode, message.playerId);
    return { balance: await closeRoundOf(party, message.roundId), currency: party.currency };
  }

  // --- results (a bet and its win in one message) ---------------------------------------------

  /** The result as its messages one after another: the meaning every path of result() keeps. */
  async function resultOneByOne(
    brandId: number | null,
    vendorCode: string,
    message: ResultMessage,
  ): Promise<ResultAnswer> {
    const common = { requestId: message.requestId, playerId: message.playerId, roundId: message.roundId };
    const bet = await debit(brandId, vendorCode, {
      ...common,
      gameCode: message.gameCode,
      transactionId: message.bet.transactionId,
      amount: message.bet.amount,
    });
    const win =
      message.win.amount > 0n
        ? await credit(brandId, vendorCode, {
            ...common,
            gameCode: message.gameCode,
            transactionId: message.win.transactionId,
            betTransactionId: message.bet.transactionId,
            amount: message.win.amount,
          }).catch((error: unknown) => {
            // A bet this message took stands, so this must not read as a refusal of the result
            // (which means nothing moved): only a vendor that rolled the bet back or reused the
            // win's id gets here, and it must sort the round out (a repeat, or a rollback). A
            // repeat moved nothing: its refusal is one.
            if (!(error instanceof SeamlessError) || bet.repeated) throw error;
            throw new Error(`the result's bet was taken but its win was refused (${error.code})`, { cause: error });
          })
        : undefined;
    if (message.endRound) await endRound(brandId, vendorCode, common);
    // A lost round's balance is its bet's answer: end-round answers the balance of now, which
    // may include later movements.
    return {
      balance: win?.balance ?? bet.balance,
      betBalance: bet.balance,
      currency: bet.currency,
      betTransactionId: bet.walletTransactionId,
      ...(win ? { winTransactionId: win.walletTransactionId } : {}),
      repeated: bet.repeated,
    };
  }

  /**
   * The result in one statement (settleResult): the rows, postings and answers the messages would
   * leave, built here the way debit() and credit() build theirs. Undefined when it is not the
   * plain case or the statement failed (nothing written, or, after a lost connection, maybe all
   * of it: the messages one by one then meet it as a repeat).
   */
  async function resultAtOnce(party: Party, message: ResultMessage): Promise<ResultAnswer | undefined> {
    const { roundId, gameCode } = message;
    const player = await mainAccount(db, party.brandId, party.memberId, party.currency);
    const leg = async (what: 'bet' | 'win', transactionId: string, amount: bigint) => {
      const key = ledgerKey(party, what, transactionId);
      const house = await systemAccount(db, party.brandId, 'house', party.currency, key);
      const sign = what === 'bet' ? -1n : 1n;
      return batchItemOf({
        brandId: party.brandId,
        kind: what,
        idempotencyKey: key,
        requestHash: requestHash({ seamless: what, vendorId: party.vendorId, memberId: party.memberId, amount }),
        reversesId: null,
        metadata: { vendor: party.vendorCode, transactionId, roundId, gameCode },
        legs: [
          { accountId: player, amount: sign * amount, currency: party.currency },
          { accountId: house, amount: -sign * amount, currency: party.currency },
        ],
      });
    };
    const { bet, win } = message;
    const outcome = await settleResult(db, {
      brandId: party.brandId,
      vendorId: party.vendorId,
      memberId: party.memberId,
      roundId,
      gameCode,
      requestId: message.requestId,
      currency: party.currency,
      at: new Date(now()),
      endRound: message.endRound,
      bet: {
        transactionId: bet.transactionId,
        amount: bet.amount,
        contentHash: contentHash('debit', roundId, gameCode, bet.amount, null),
        ledger: await leg('bet', bet.transactionId, bet.amount),
      },
      win:
        win.amount > 0n
          ? {
              transactionId: win.transactionId,
              amount: win.amount,
              contentHash: contentHash('credit', roundId, gameCode, win.amount, bet.transactionId),
              ledger: await leg('win', win.transactionId, win.amount),
            }
          : null,
    }).catch(() => undefined);
    if (outcome?.outcome === 'refused')
      throw new SeamlessError('INSUFFICIENT_FUNDS', 'Insufficient funds', outcome.balance);
    if (outcome?.outcome !== 'done') return undefined;
    return {
      balance: outcome.balance,
      betBalance: outcome.betBalance,
      currency: party.currency,
      betTransactionId: String(outcome.betId),
      ...(outcome.winId === null ? {} : { winTransactionId: String(outcome.winId) }),
      repeated: false,
    };
  }

  async function result(brandId: number | null, vendorCode: string, message: ResultMessage): Promise<ResultAnswer> {
    checkAmount(message.bet.amount);
    checkAmount(message.win.amount);
    if (message.win.transactionId === message.bet.transactionId)
      throw new SeamlessError('TRANSACTION_CONFLICT', "The win needs its own transaction id, not the bet's");
    // Checked before the bet moves: a win refused after its bet was taken would leave the round
    // to the vendor (docs/seamless-wallet.md).
    const party = await partyOf(brandId, vendorCode, message.playerId);
    await checkGame(party, message.gameCode);
    checkWin(party, message.win.amount);
    // A free bet (0) has no posting to group: it goes as the messages do.
    if (message.bet.amount > 0n) {
      const done = await resultAtOnce(party, message);
      if (done) return done;
    }
    return resultOneByOne(brandId, vendorCode, message);
  }

  function scoped(brandId: number | null): SeamlessWallet {
    return {
      authenticate: (vendorCode, token) => authenticate(brandId, vendorCode, token),
      balance: (vendorCode, playerId) => balance(brandId, vendorCode, playerId),
      debit: (vendorCode, message) => debit(brandId, vendorCode, message),
      credit: (vendorCode, message) => credit(brandId, vendorCode, message),
      rollback: (vendorCode, message) => rollback(brandId, vendorCode, message),
      endRound: (vendorCode, message) => endRound(brandId, vendorCode, message),
      result: (vendorCode, message) => result(brandId, vendorCode, message),
    };
  }

  return { ...scoped(null), forBrand: (brandId) => scoped(brandId) };
}

function checkAmount(amount: bigint): void {
  if (typeof amount !== 'bigint' || amount < 0n)
    throw new SeamlessError('INVALID_AMOUNT', 'Amounts are whole minor units, not below 0');
  if (amount > LEDGER_MAX_MINOR) throw limitExceeded();
}

function limitExceeded(): SeamlessError {
  return new SeamlessError('LIMIT_EXCEEDED', "The amount or the resulting balance is beyond the ledger's ceiling");
}

/** The message's content without its request id: what a repeat must match. */
function contentHash(kind: string, roundId: string, gameCode: string, amount: bigint, bet: string | null): string {
  return requestHash({ kind, roundId, gameCode, amount, bet });
}

function metadataOf(party: Party, row: SeamlessTransactionRow): Record<string, unknown> {
  return { vendor: party.vendorCode, transactionId: row.transactionId, roundId: row.roundId, gameCode: row.gameCode };
}

function noSession(): SeamlessError {
  return new SeamlessError('INVALID_TOKEN', 'The player has no live game session at this vendor');
}

function rolledBack(): SeamlessError {
  return new SeamlessError('BET_ROLLED_BACK', 'The bet was rolled back');
}

function conflict(): SeamlessError {
  return new SeamlessError('TRANSACTION_CONFLICT', 'This transaction id was already used for another message');
}
