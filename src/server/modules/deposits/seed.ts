import type { Database } from '../../db/client';
import {
  depositChannels,
  depositMethods,
  depositReceivingAccounts,
  type DepositProviderSettings,
} from '../../db/schema';
import { randomString } from '../../lib/tokens';
import { SERVER_TEXTS } from '../../../shared/server-texts';

/**
 * The demo brand's deposit methods: GCash through the sandbox gateway, bank transfer as a company
 * deposit with two receiving accounts, and QR Ph through the paygate protocol, switched off until
 * an operator enters the gateway's URL, merchant number and key (PUT /admin/api/cashier/channels).
 * A method's channels are created only by the run that created the method, so running the seed
 * again (every start, several processes) adds nothing and never undoes an operator's changes.
 */
interface DemoChannel {
  name: string;
  provider: 'company' | 'sandbox' | 'paygate';
  minMinor: bigint;
  maxMinor: bigint;
  feeRateBp: number;
  quickAmounts: number[];
  enabled: boolean;
  settings: () => DepositProviderSettings;
  accounts?: { bankName: string; accountName: string; accountNumber: string }[];
}

const DEMO_METHODS: { code: string; name: string; sortOrder: number; channels: DemoChannel[] }[] = [
  {
    code: 'gcash',
    name: 'GCash',
    sortOrder: 1,
    channels: [
      {
        name: SERVER_TEXTS.gcashSandbox,
        provider: 'sandbox',
        minMinor: 10_000n,
        maxMinor: 5_000_000n,
        feeRateBp: 0,
        quickAmounts: [10_000, 50_000, 100_000, 500_000],
        enabled: true,
        settings: () => ({ secret: randomString(40) }),
      },
    ],
  },
  {
    code: 'bank',
    name: SERVER_TEXTS.bankTransfer,
    sortOrder: 2,
    channels: [
      {
        name: SERVER_TEXTS.bankTransfer,
        provider: 'company',
        minMinor: 20_000n,
        maxMinor: 50_000_000n,
        feeRateBp: 0,
        quickAmounts: [50_000, 100_000, 500_000, 1_000_000],
        enabled: true,
        settings: () => ({}),
        accounts: [
          { bankName: 'BDO Unibank', accountName: 'PLAYHUB DEMO INC', accountNumber: '0012-3456-7890' },
          { bankName: 'BPI', accountName: 'PLAYHUB DEMO INC', accountNumber: '3141-5926-53' },
        ],
      },
    ],
  },
  {
    code: 'qrph',
    name: 'QR Ph',
    sortOrder: 3,
    channels: [
      {
        name: 'QR Ph (PayGate)',
        provider: 'paygate',
        minMinor: 10_000n,
        maxMinor: 10_000_000n,
        feeRateBp: 150,
        quickAmounts: [10_000, 50_000, 100_000],
        enabled: false,
        settings: () => ({ signType: 'MD5', payType: 'qrph', timeoutMs: 10_000 }),
      },
    ],
  },
];

/** sandbox false (a production start): the sandbox channel is created switched off. */
export async function seedDemoDeposits(db: Database, brandId: number, options: { sandbox: boolean }): Promise<void> {
  for (const method of DEMO_METHODS) {
    const [created] = await db
      .insert(depositMethods)
      .values({ brandId, code: method.code, name: method.name, sortOrder: method.sortOrder })
      .onConflictDoNothing({ target: [depositMethods.brandId, depositMethods.code] })
      .returning({ id: depositMethods.id });
    if (!created) continue;
    for (const [index, channel] of method.channels.entries()) {
      const [row] = await db
        .insert(depositChannels)
        .values({
          brandId,
          methodId: created.id,
          name: channel.name,
          provider: channel.provider,
          minMinor: channel.minMinor,
          maxMinor: channel.maxMinor,
          feeRateBp: channel.feeRateBp,
          quickAmounts: channel.quickAmounts,
          enabled: channel.enabled && (options.sandbox || channel.provider !== 'sandbox'),
          sortOrder: index,
          settings: channel.settings(),
        })
        .returning({ id: depositChannels.id });
      if (!row) continue;
      for (const account of channel.accounts ?? [])
        await db.insert(depositReceivingAccounts).values({ brandId, channelId: row.id, ...account });
    }
  }
}
