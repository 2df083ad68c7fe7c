import type { AxiosInstance } from 'axios';
import type { Static } from 'typebox';
import type { EndpointDescriptor } from '../../shared/api/endpoints';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { HouseRoundRecordPage, HouseRoundRecordQuery } from '../../shared/api/house';
import type { UploadQuery, UploadResult } from '../../shared/api/uploads';
import type {
  BalanceValue,
  DownlineTransferRequestSchema,
  MemberTransferResult,
  RecordType,
  TransactionRecordPage,
  TransactionRecordQuery,
  UplineTransferRequestSchema,
  WalletTransferRequest,
  WalletTransferResult,
} from '../../shared/api/wallet';
import { callEndpoint } from './httpClient';

/** A descriptor whose `:name` path segments are filled in (order numbers, ids), each encoded. */
export function withPathParams(
  endpoint: EndpointDescriptor,
  params: Record<string, string | number>,
): EndpointDescriptor {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${segment} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  return { ...endpoint, path };
}

/** The account record's query (the schema's type union is spelled out: RECORD_TYPES). */
export type RecordQuery = Omit<TransactionRecordQuery, 'type'> & { type?: RecordType };

/** The wallet calls of the member centre (issue 5; docs/api.md "Money") and the image upload. */
export function walletCalls(http: AxiosInstance) {
  return {
    getBalance: () => callEndpoint<BalanceValue>(http, ENDPOINTS.balance),
    getMerchantWallet: () => callEndpoint<{ isSingle: boolean }>(http, ENDPOINTS.merchantWallet),
    /** Main wallet to and from a vendor wallet; requestId makes a retry safe. */
    walletTransfer: (body: WalletTransferRequest) =>
      callEndpoint<WalletTransferResult>(http, ENDPOINTS.walletTransfer, body),
    transferUpline: (body: Static<typeof UplineTransferRequestSchema>) =>
      callEndpoint<MemberTransferResult>(http, ENDPOINTS.transferUpline, body),
    transferDownline: (body: Static<typeof DownlineTransferRequestSchema>) =>
      callEndpoint<MemberTransferResult>(http, ENDPOINTS.transferDownline, body),
    getTransactionRecord: (query: RecordQuery) =>
      callEndpoint<TransactionRecordPage>(http, ENDPOINTS.transactionRecord, query),
    /** The betting record of house games (our call, docs/api.md "House games"). */
    getHouseRounds: (query: HouseRoundRecordQuery) =>
      callEndpoint<HouseRoundRecordPage>(http, ENDPOINTS.houseRounds, query),
    /** The raw image is the body (its own Content-Type); the answer names the stored upload. */
    uploadImage: async (purpose: UploadQuery['purpose'], file: Blob): Promise<UploadResult> => {
      const response = await http.request<UploadResult>({
        url: ENDPOINTS.upload.path,
        method: ENDPOINTS.upload.method,
        endpoint: ENDPOINTS.upload,
        params: { purpose },
        data: file,
        headers: { 'Content-Type': file.type },
      });
      return response.data;
    },
  };
}

export type WalletCalls = ReturnType<typeof walletCalls>;
