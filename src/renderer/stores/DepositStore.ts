import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import type {
  DepositChannel,
  DepositLimitsView,
  DepositOrderView,
  DepositSettings,
  LimitPeriod,
  Page,
} from '../api/cashierTypes';
import { MoneyRequest, type IdSource } from './MoneyRequest';
import { UploadRejected, uploadProblem } from './uploadCheck';

export type DepositApi = Pick<
  Api,
  | 'getDepositSettings'
  | 'createDepositOrder'
  | 'getDepositOrders'
  | 'getDepositOrder'
  | 'attachDepositSlip'
  | 'getDepositLimits'
  | 'setDepositLimit'
  | 'confirmDepositLimit'
  | 'uploadImage'
>;

/** How often an open order's status is asked for while its page is shown. */
export const DEPOSIT_POLL_MS = 3000;
export const RECENT_ORDERS = 10;

/** States after which an order never changes again. */
export function isFinal(status: DepositOrderView['status']): boolean {
  return status === 'confirmed' || status === 'failed' || status === 'expired';
}

/** The fee the channel charges on an amount (minor units, rounded to the cent like the server). */
export function feeOf(channel: Pick<DepositChannel, 'feeRate' | 'feeFixed'>, amountMinor: bigint): bigint {
  const rateBasisPoints = BigInt(Math.round(channel.feeRate * 100));
  const percent = (amountMinor * rateBasisPoints + 5000n) / 10000n;
  return percent + BigInt(Math.round(channel.feeFixed * 100));
}

/**
 * The deposit page (depositv2): methods and channels, creating an order (one requestId per
 * action, reused on a retry after a lost answer), the order's instructions and slip, its status
 * until it settles, the recent orders and the player's own deposit limits.
 */
export class DepositStore {
  settings: DepositSettings | null = null;
  order: DepositOrderView | null = null;
  orders: Page<DepositOrderView> | null = null;
  limits: DepositLimitsView | null = null;
  private readonly create: MoneyRequest;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: DepositApi,
    private readonly onSettled: () => void,
    newId?: IdSource,
  ) {
    this.create = new MoneyRequest(newId);
    makeObservable(this, {
      settings: observableRef,
      order: observableRef,
      orders: observableRef,
      limits: observableRef,
      setOrder: action,
      closeOrder: action,
    });
  }

  async load(): Promise<void> {
    const [settings, orders] = await Promise.all([this.api.getDepositSettings(), this.fetchOrders()]);
    runInAction(() => {
      this.settings = settings;
      this.limits = settings.limits;
      this.orders = orders;
    });
  }

  private fetchOrders() {
    return this.api.getDepositOrders({ page: 1, pageSize: RECENT_ORDERS });
  }

  async loadOrders(): Promise<void> {
    const orders = await this.fetchOrders();
    runInAction(() => {
      this.orders = orders;
    });
  }

  /** Opens an order (one of the recent ones) on the instructions view and follows its status. */
  setOrder(order: DepositOrderView | null): void {
    const previous = this.order;
    this.order = order;
    if (order && previous && previous.status !== order.status && isFinal(order.status)) this.onSettled();
  }

  closeOrder(): void {
    this.stopPolling();
    this.order = null;
  }

  async createOrder(channelId: DepositChannel['id'], amount: string): Promise<DepositOrderView> {
    const body = { channelId, amount };
    const order = await this.create.submit(body, (requestId) => this.api.createDepositOrder({ ...body, requestId }));
    this.setOrder(order);
    await this.loadOrders();
    return order;
  }

  /** Checks the image, stores it, then attaches it to the company deposit (order -> pending). */
  async uploadSlip(file: File): Promise<void> {
    const order = this.order;
    if (!order) return;
    const problem = uploadProblem(file);
    if (problem) throw new UploadRejected(problem);
    const upload = await this.api.uploadImage('deposit_slip', file);
    this.setOrder(await this.api.attachDepositSlip(order.orderNo, upload.id));
    await this.loadOrders();
  }

  /** Asks for the open order's status now, then every DEPOSIT_POLL_MS until it settles. */
  startPolling(interval = DEPOSIT_POLL_MS): void {
    this.stopPolling();
    const tick = async () => {
      const order = this.order;
      if (!order || isFinal(order.status)) return;
      try {
        const fresh = await this.api.getDepositOrder(order.orderNo);
        if (this.order?.orderNo !== fresh.orderNo) return;
        this.setOrder(fresh);
        if (isFinal(fresh.status)) {
          await this.loadOrders();
          return;
        }
      } catch {
        // A missed poll is retried on the next tick.
      }
      this.pollTimer = setTimeout(() => void tick(), interval);
    };
    this.pollTimer = setTimeout(() => void tick(), interval);
  }

  stopPolling(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  async refreshLimits(): Promise<void> {
    const limits = await this.api.getDepositLimits();
    runInAction(() => {
      this.limits = limits;
    });
  }

  /** A decrease applies at once; an increase or removal (null) waits 24 hours and a confirmation. */
  async setLimit(period: LimitPeriod, amount: string | null): Promise<void> {
    const limits = await this.api.setDepositLimit({ period, amount });
    runInAction(() => {
      this.limits = limits;
    });
  }

  async confirmLimit(period: LimitPeriod): Promise<void> {
    const limits = await this.api.confirmDepositLimit(period);
    runInAction(() => {
      this.limits = limits;
    });
  }
}
