import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrderView } from '../../api/cashierTypes';
import { UPLOAD_MIME_TYPES } from '../../../shared/upload-rules';
import { isFinal } from '../../stores/DepositStore';
import { money } from './money';
import { Card, CopyButton, dateTime, InfoRows, Money, StatusPill, useCashier, useErrorText } from './parts';
import { useServerText } from './useServerText';

const STATUS_TONE = {
  created: 'wait',
  pending: 'wait',
  confirmed: 'ok',
  failed: 'bad',
  expired: 'muted',
} as const;

export function DepositStatus({ status }: { status: DepositOrderView['status'] }) {
  const { t } = useTranslation('cashier');
  return <StatusPill tone={STATUS_TONE[status]}>{t(`deposit.statuses.${status}`)}</StatusPill>;
}

/** A value with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <span className="cashier-copyable">
      <span className="cashier-copyable__value">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** The slip of a company deposit: png or jpg up to 5 MB, checked before it is sent. */
const SlipUpload = observer(function SlipUpload({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation('cashier');
  const { deposit } = useCashier();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const choose = (file: File | undefined) => {
    if (!file) return;
    setError('');
    setBusy(true);
    deposit
      .uploadSlip(file)
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => {
        setBusy(false);
        if (input.current) input.current.value = '';
      });
  };
  const sent = order.slipUploadId !== null;
  return (
    <div className="cashier-upload">
      <label className="btn btn--primary cashier-upload__button" aria-disabled={busy}>
        {t(sent ? 'deposit.slipReplace' : 'deposit.slipUpload')}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept={UPLOAD_MIME_TYPES.join(',')}
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      <p className="cashier-note">{t('deposit.slipRules')}</p>
      {sent && (
        <p className="cashier-done" role="status">
          {t('deposit.slipSent')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** The order: its status (asked for every few seconds until it settles) and how to pay it. */
export const DepositOrder = observer(function DepositOrder({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const serverText = useServerText();
  const { deposit } = useCashier();
  const order = deposit.order;
  const orderNo = order?.orderNo;
  const open = order ? !isFinal(order.status) : false;
  useEffect(() => {
    if (orderNo && open) deposit.startPolling();
    return () => deposit.stopPolling();
  }, [deposit, orderNo, open]);
  if (!order) return null;
  const instructions = order.instructions;
  const payUrl = instructions.kind === 'redirect' ? instructions.payUrl : null;
  // A QR image when the provider sends one; a payment code other than the link is shown to copy.
  const qr = instructions.kind === 'redirect' ? instructions.qrContent : null;
  return (
    <div className="cashier">
      <Card
        title={t('deposit.orderTitle')}
        actions={
          <button type="button" className="btn btn--ghost cashier-small" onClick={() => deposit.closeOrder()}>
            {t('deposit.back')}
          </button>
        }
      >
        <InfoRows
          rows={[
            [t('deposit.orderNo'), <Copyable key="no" value={order.orderNo} label={t('deposit.orderNo')} />],
            [t('deposit.status'), <DepositStatus key="status" status={order.status} />],
            [t('deposit.channel'), serverText(order.channelName)],
            [t('amount.label'), <Money key="amount" amount={order.amount} symbol={symbol} />],
            [t('deposit.fee'), <Money key="fee" amount={order.fee} symbol={symbol} />],
            [t('deposit.credit'), <Money key="credit" amount={order.creditAmount} symbol={symbol} />],
            [t('deposit.created'), dateTime(order.createdAt)],
            open
              ? [t('deposit.expires'), dateTime(order.expiresAt)]
              : [t('deposit.confirmedAt'), dateTime(order.confirmedAt)],
          ]}
        />
        {order.failureReason && (
          <p className="form-error" role="alert">
            {serverText(order.failureReason)}
          </p>
        )}
        {order.status === 'confirmed' && (
          <p className="cashier-done" role="status">
            {t('deposit.confirmedText', { amount: money(order.creditAmount, symbol) })}
          </p>
        )}
        {order.status === 'pending' && (
          <p className="cashier-note">
            {t(order.provider === 'company' ? 'deposit.pendingText' : 'deposit.pendingGateway')}
          </p>
        )}
      </Card>
      {open && instructions.kind === 'bank' && (
        <Card title={t('deposit.bankTitle')}>
          <p className="cashier-note">{t('deposit.bankText')}</p>
          <InfoRows
            rows={[
              [t('deposit.bankName'), <Copyable key="b" value={instructions.bankName} label={t('deposit.bankName')} />],
              [
                t('deposit.accountName'),
                <Copyable key="n" value={instructions.accountName} label={t('deposit.accountName')} />,
              ],
              [
                t('deposit.accountNumber'),
                <Copyable key="a" value={instructions.accountNumber} label={t('deposit.accountNumber')} />,
              ],
              [t('deposit.memo'), <Copyable key="m" value={instructions.memo} label={t('deposit.memo')} />],
              [
                t('deposit.payAmount'),
                <Copyable key="p" value={instructions.payAmount.toFixed(2)} label={t('deposit.payAmount')} />,
              ],
            ]}
          />
          <p className="cashier-warning">
            {t('deposit.exactAmount', { amount: money(instructions.payAmount, symbol), memo: instructions.memo })}
          </p>
          <SlipUpload order={order} />
        </Card>
      )}
      {open && instructions.kind === 'redirect' && (
        <Card title={t('deposit.payTitle')}>
          <p className="cashier-note">{t('deposit.payText')}</p>
          <div className="cashier-actions">
            {payUrl ? (
              <>
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => window.open(payUrl, '_blank', 'noopener')}
                >
                  {t('deposit.openPay')}
                </button>
                <CopyButton value={payUrl} label={t('deposit.payLink')} text={t('deposit.copyLink')} />
              </>
            ) : (
              <p className="cashier-note">{t('deposit.payWaiting')}</p>
            )}
          </div>
          {qr?.startsWith('data:image/') && (
            <div className="cashier-qr">
              <p className="cashier-note">{t('deposit.qrText')}</p>
              <img src={qr} alt={t('deposit.qrAlt')} width={180} height={180} />
            </div>
          )}
          {qr && !qr.startsWith('data:image/') && qr !== payUrl && (
            <InfoRows rows={[[t('deposit.qrCode'), <Copyable key="qr" value={qr} label={t('deposit.qrCode')} />]]} />
          )}
        </Card>
      )}
    </div>
  );
});
