/**
 * Endpoint descriptors in the platform's model (api-contract.md 1.2): path, verb, owning
 * whitelabel module, whether a session token is needed and whether the payload is encrypted.
 * The client builds its calls from these and the server registers routes at the same paths.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDescriptor {
  path: string;
  method: HttpMethod;
  modId: string;
  token: boolean;
  encrypt: boolean;
}

function endpoint(path: string, method: HttpMethod, modId: string, token = false, encrypt = false): EndpointDescriptor {
  return { path, method, modId, token, encrypt };
}

export const ENDPOINTS = {
  systemStatus: endpoint('/wps/system/status', 'GET', 'COMM3'),
  whitelabel: endpoint('/wps/system/whitelabel', 'GET', 'COMM3'),
  registerSettings: endpoint('/wps/system/setting/register', 'GET', 'REG3'),
  domainRoute: endpoint('/wps/system/domainRoute', 'GET', 'COMM3'),
  /** The country / dialing-code list (api-contract.md 10.2). */
  country: endpoint('/wps/system/country', 'GET', 'COMM3'),
  /** Ours: the desktop installers published on /down, with version, size and checksum. */
  downloads: endpoint('/wps/system/downloads', 'GET', 'COMM3'),

  // Accounts and sessions (api-contract.md 2, 3.2, 3.3, 10.1). "Ours" marks calls the
  // reference does not know; docs/api.md describes them.
  rsaKey: endpoint('/wps/session/key/rsa', 'GET', ''),
  login: endpoint('/wps/session/login', 'POST', 'COMM3', false, true),
  loginSms: endpoint('/wps/verification/sms/noLogin', 'POST', 'VERIFICATION3'),
  freePlay: endpoint('/wps/session/login/freeplay', 'POST', 'FREEPLAY3'),
  /** The desktop client sends DELETE; the server accepts POST too (api-contract.md 1.3). */
  logout: endpoint('/wps/session/logout', 'DELETE', 'COMM3', true),
  /** Ours: resumes a remembered session. */
  resume: endpoint('/wps/session/remember', 'POST', 'COMM3'),
  /**
   * Ours: a page navigation (not an XHR call) to the provider; `:provider` is google or facebook,
   * the query carries returnTo and merchant (a navigation cannot send the Merchant header).
   */
  socialStart: endpoint('/wps/session/social/:provider/start', 'GET', 'COMM3'),
  /** Ours: trades a social-login redirect's one-time code for a session. */
  socialExchange: endpoint('/wps/session/social/exchange', 'POST', 'COMM3'),
  captcha: endpoint('/wps/captcha', 'GET', 'CAPTCHA3'),
  geetestConfig: endpoint('/wps/captcha/geetest', 'GET', 'GEETEST3'),
  memberInfo: endpoint('/wps/member/info', 'GET', 'COMM3', true),
  /** Ours: changes the nickname. */
  updateProfile: endpoint('/wps/member/info', 'PUT', 'COMM3', true),
  memberIcon: endpoint('/wps/member/info/icon', 'GET', 'PROFPIC3', true),
  /** Ours: picks one of the shipped avatars. */
  setMemberIcon: endpoint('/wps/member/info/icon', 'PUT', 'PROFPIC3', true),
  playerAvatar: endpoint('/wps/relay/MCSFE_getPlayerAvatar', 'GET', 'PROFPIC3', true),
  /** Ours: binds an e-mail address. */
  bindEmail: endpoint('/wps/member/email', 'POST', 'COMM3', true),
  /** Ours: binds a mobile number with an SMS code. */
  bindMobile: endpoint('/wps/member/mobile', 'POST', 'COMM3', true),
  register: endpoint('/wps/member/register', 'PUT', 'REG3', false, true),
  registerMobile: endpoint('/wps/member/register/mobile', 'PUT', 'MOBILENUMREG3', false, true),
  usernameRegisterSms: endpoint('/wps/verification/sms/register', 'POST', 'REGMOBVERF3'),
  mobileRegisterSms: endpoint('/wps/verification/sms/register', 'POST', 'MOBILENUMREG3'),
  /** Ours in this build (sibling brands have it): the logged-in SMS send, used to bind a mobile number. */
  sendSms: endpoint('/wps/v2/verification/sms/send', 'POST', 'VERIFICATION3', true),
  affiliate: endpoint('/wps/agent/affiliate', 'GET', 'AFFMAN3'),
  changePassword: endpoint('/wps/member/password', 'POST', 'PASS3', true, true),
  /** A form post (application/x-www-form-urlencoded), the only one of the platform. */
  forgotPasswordEmail: endpoint('/wps/member/password/email', 'POST', 'COMM3'),
  setPasswordByPhone: endpoint('/wps/member/password/verification', 'POST', 'CHNGPASSVERIF3', false, true),

  // Wallet (issue 5; api-contract.md 3.1, 3.3, 7.2). Amounts: docs/api.md "Money".
  balance: endpoint('/wps/v2/wallets/balance', 'GET', 'COMM3', true),
  merchantWallet: endpoint('/wps/relay/GCS_merchantWallet', 'GET', 'COMM3', true),
  consolidatedFunds: endpoint('/wps/member/info/funds/consolidated', 'GET', 'COMM3', true),
  walletTransfer: endpoint('/wps/relay/GCS_walletTransfer', 'POST', 'FUNDTRANS3', true),
  transactionRecord: endpoint('/wps/relay/ODSFE2_MemTransDet', 'GET', 'MEMTRANS3', true),
  /** Ours: the member's house-game rounds with their RNG references (betting record, issue 7). */
  houseRounds: endpoint('/wps/member/house-rounds', 'GET', 'MEMTRANS3', true),
  /** Ours: a member moves money to its upline agent (member-centre page transferUpline). */
  transferUpline: endpoint('/wps/member/transfer/upline', 'POST', 'FUNDTRANS3', true),
  /** Ours: an agent moves money to one of its direct downlines. */
  transferDownline: endpoint('/wps/agent/transfer/downline', 'POST', 'FUNDTRANS3', true),

  // Agent centre (issue 18; src/shared/api/agent.ts, docs/api.md "Agent centre"). Only the four
  // contract relays and the affiliate check are the reference's; the rest are ours.
  agentAnnouncements: endpoint('/wps/agent/announcements', 'GET', 'AFFMAN3', true),
  agentRegisterAccount: endpoint('/wps/agent/accounts', 'POST', 'AFFMAN3', true, true),
  agentLinks: endpoint('/wps/agent/links', 'GET', 'AFFMAN3', true),
  agentCreateLink: endpoint('/wps/agent/links', 'POST', 'AFFMAN3', true),
  agentDisableLink: endpoint('/wps/agent/links/:id', 'DELETE', 'AFFMAN3', true),
  agentDownline: endpoint('/wps/agent/team/members', 'GET', 'AFFMAN3', true),
  agentDownlineMember: endpoint('/wps/agent/team/members/:id', 'GET', 'AFFMAN3', true),
  agentTeamOverview: endpoint('/wps/agent/team/overview', 'GET', 'AFFMAN3', true),
  agentTeamBets: endpoint('/wps/agent/team/bets', 'GET', 'AFFMAN3', true),
  agentUserLoss: endpoint('/wps/agent/team/profit-loss', 'GET', 'AFFMAN3', true),
  agentWages: endpoint('/wps/agent/wages', 'GET', 'AFFMAN3', true),
  agentContracts: endpoint('/wps/agent/contracts', 'GET', 'AFFMAN3', true),
  agentOfferContract: endpoint('/wps/agent/contracts', 'POST', 'AFFMAN3', true),
  agentPreviewContract: endpoint('/wps/agent/contracts/preview', 'POST', 'AFFMAN3', true),
  processDividendReq: endpoint('/wps/relay/MCS2_processDividendReq', 'GET', 'SIGNCONDIV3', true),
  processDailySalContract: endpoint('/wps/relay/MCS2_processDailySalContract', 'GET', 'DAILYSALCONT3', true),
  processContractHourSalary: endpoint('/wps/relay/MCS2_processContractHourSalary', 'POST', 'HOURSAL3', true),
  processRealTimeSalaryContract: endpoint('/wps/relay/MCSFE_processRealTimeSalaryContract', 'POST', 'RTSALARY3', true),

  // Withdrawals (issue 5; docs/api.md "Withdrawals"). Only the settings and withdraw paths are the reference's.
  withdrawSettings: endpoint('/wps/relay/MCSFE_getWithdrawSettings', 'GET', 'WITHDRAW3', true),
  withdraw: endpoint('/wps/v2/transaction/withdraw', 'POST', 'WITHDRAW3', true, true),
  /** Ours: sets (with the login password) or changes (with the old one) the payment password. */
  paymentPassword: endpoint('/wps/member/payment-password', 'PUT', 'WITHDRAW3', true, true),
  /** Ours: bound payout accounts (bank or e-wallet). */
  payoutAccounts: endpoint('/wps/member/payout-accounts', 'GET', 'WITHDRAW3', true),
  addPayoutAccount: endpoint('/wps/member/payout-accounts', 'POST', 'WITHDRAW3', true),
  removePayoutAccount: endpoint('/wps/member/payout-accounts/:id', 'DELETE', 'WITHDRAW3', true),
  /** Ours: the player's withdrawal orders, one order, and the receipt confirmation. */
  withdrawals: endpoint('/wps/withdrawals', 'GET', 'WITHDRAW3', true),
  withdrawal: endpoint('/wps/withdrawals/:orderNo', 'GET', 'WITHDRAW3', true),
  withdrawalReceipt: endpoint('/wps/withdrawals/:orderNo/receipt', 'POST', 'WITHDRAW3', true),

  // Deposits (issue 5; docs/api.md "Deposits"). Only the settings path is the reference's.
  depositSettings: endpoint('/wps/relay/MCSFE_getDepositSettings', 'GET', 'DEPOSIT3', true),
  /** Ours: creates a deposit order; the player's orders; one order; a company deposit's slip. */
  createDeposit: endpoint('/wps/deposit/orders', 'POST', 'DEPOSIT3', true),
  depositOrders: endpoint('/wps/deposit/orders', 'GET', 'DEPOSIT3', true),
  depositOrder: endpoint('/wps/deposit/orders/:orderNo', 'GET', 'DEPOSIT3', true),
  depositSlip: endpoint('/wps/deposit/orders/:orderNo/slip', 'PUT', 'DEPOSIT3', true),
  /** Ours: the player's own deposit limits (decrease at once; increase after 24 h and a confirmation). */
  depositLimits: endpoint('/wps/member/deposit-limits', 'GET', 'DEPOSIT3', true),
  setDepositLimit: endpoint('/wps/member/deposit-limits', 'PUT', 'DEPOSIT3', true),
  confirmDepositLimit: endpoint('/wps/member/deposit-limits/confirm', 'POST', 'DEPOSIT3', true),
  /** Ours: a payment provider's signed callback (no token; answers the provider's ack text). */
  paymentCallback: endpoint('/wps/payment/callback/:provider', 'POST', ''),

  /** Ours: stores an image (deposit slip, withdrawal proof); the body is the image. */
  upload: endpoint('/wps/uploads', 'POST', 'COMM3', true),
  /** Ours: a member's own uploaded image. */
  uploadImage: endpoint('/wps/uploads/:id', 'GET', 'COMM3', true),

  // Games (issue 6; api-contract.md 3.4, 10.1). The contract marks gameList token: true; the spec
  // lets visitors browse games, so the server accepts it with or without a token and the
  // descriptor says false (docs/api.md "Games").
  gameList: endpoint('/wps/relay/GCSGAME_gameList', 'GET', 'GAMELO3'),
  gameVendors: endpoint('/wps/relay/GCSGAME_newGameVendor', 'GET', ''),
  hotGames: endpoint('/wps/relay/GCSGAME_hotGamesV2', 'GET', 'GAMELOHOT3'),
  /** A bare answer, no envelope (api-contract.md 1.6). */
  gameMenus: endpoint('/lgw/games/game_menus', 'GET', 'COMM3'),
  favoriteIds: endpoint('/wps/relay/MCSFE_getFavoriteGames', 'GET', 'GAMELOFAV3', true),
  favoriteList: endpoint('/wps/relay/MCSFE_getFavoriteGamesList', 'GET', 'GAMELOFAV3', true),
  addFavorite: endpoint('/wps/relay/MCSFE_addFavoriteGameV2', 'POST', 'GAMELOFAV3', true),
  removeFavorite: endpoint('/wps/relay/MCSFE_removeFavoriteGameV2', 'DELETE', 'GAMELOFAV3', true),
  recentGames: endpoint('/wps/relay/GCS_recentGame', 'GET', 'GAMELOREC3', true),
  vassGameType: endpoint('/wps/relay/GCSGAME_getVassGameType', 'GET', 'COMM3', true),
  /** A bare answer keyed by rank (api-contract.md 1.6). */
  popularGames: endpoint('/lgw/games/popular', 'GET', 'AGEANNOUNCE3'),
  /** The winner board; ODSFE2_getWinnerBoard answers the same (the desktop client's name). */
  rankList: endpoint('/wps/relay/GCSGAME_getRankList', 'GET', 'COMM3'),
  /** The desktop client's name of the winner board; the same answer as rankList. */
  winnerBoard: endpoint('/wps/relay/ODSFE2_getWinnerBoard', 'GET', 'COMM3'),
  roomList: endpoint('/wps/relay/GLS2_roomList', 'GET', 'GAMELO3', true),
  launchGame: endpoint('/wps/game/launchGame', 'GET', 'GAMELO3', true),
  /** Free play without a session (visitors). */
  launchGameFree: endpoint('/wps/relay/GCS_gameLaunchFB', 'GET', 'GAMELO3'),

  // Lottery (issue 19; src/shared/api/lottery.ts, docs/architecture.md "Lottery: games, issues and
  // results"). Bare answers, no envelope (api-contract.md 1.6).
  lotteryMenu: endpoint('/lgw/vn/games/game_menu', 'GET', 'COMM3'),
  lotteryRecent: endpoint('/lgw/vn/games/game_menu/recent', 'GET', 'COMM3', true),
  vnOpenedNumeros: endpoint('/lgw/vn/numeros/opened/game', 'GET', 'AGEANNOUNCE3'),
  openedNumero: endpoint('/lotto/lgw/games/opened/numero', 'GET', 'COMM3', true),
  /** Ours: a game's last confirmed draws with their whole board (the betting page's results). */
  lotteryHistory: endpoint('/lgw/vn/numeros/history', 'GET', 'COMM3'),

  // Site content (issue 3; src/shared/api/content.ts, docs/api.md "Content").
  /** Notices, popups and banners; with a token logged-in popups are included too. */
  announcements: endpoint('/wps/relay/MCSFE_getListAnnouncements', 'GET', 'COMM3'),
  /** Ours: a member has seen these News popup notices (not shown again on any device). */
  noticesSeen: endpoint('/wps/announcements/seen', 'PUT', 'COMM3', true),
  helpCenter: endpoint('/wps/system/helpCenter', 'GET', 'COMM3'),
  /** Ours: VIP levels and their benefits for /vip. */
  vipLevels: endpoint('/wps/system/vipLevels', 'GET', 'COMM3'),
  /** Ours: the feedback form's rules (question types, word limits). */
  feedbackRules: endpoint('/wps/feedback', 'GET', 'FEEDBACK3'),
  /** Token optional: a signed-in member's feedback is recorded as theirs. */
  feedback: endpoint('/wps/feedback', 'PUT', 'FEEDBACK3'),
  /** The jackpot pool the ledger keeps (rng page counter). */
  jackpot: endpoint('/wps/relay/VIS_getJackpot', 'GET', 'COMM3'),

  // Member inbox (issue 3; src/shared/api/messages.ts, docs/api.md "Messages"). Trial accounts are refused.
  unreadCount: endpoint('/wps/relay/CSP_unreadCount', 'GET', 'INBOX3', true),
  inbox: endpoint('/wps/relay/CSP_getInbox', 'GET', 'INBOX3', true),
  /** Ours: marks one message read. */
  readMessage: endpoint('/wps/relay/CSP_readMessage', 'POST', 'INBOX3', true),
  /** Ours: hides one message from the member's inbox. */
  deleteMessage: endpoint('/wps/relay/CSP_deleteMessage', 'DELETE', 'INBOX3', true),
} as const satisfies Record<string, EndpointDescriptor>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** Path prefixes that belong to the platform API; anything else is the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;
