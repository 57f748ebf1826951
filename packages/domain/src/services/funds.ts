import {
  collectionCompanyList,
  depositDetails,
  fundsAccountList,
  fundsAction,
  fundsPaths as f,
  settleStyleList,
  voucherPath,
} from '../contract/funds.ts';
import type {
  CollectionCompany,
  FundsAccount,
  FundsAction,
  HeldDeposit,
  RechargeRequest,
  SettleStyle,
  WithdrawRequest,
} from '../contract/funds.ts';
import type { Page } from '../contract/index.ts';
import { capitalPage, fundManagementInfo, userCentrePaths as u } from '../contract/userCentre.ts';
import type { CapitalQuery, CapitalRecord, FundManagementInfo } from '../contract/userCentre.ts';
import type { DownloadedFile, HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * Every call of 资金管理 (spec section 7, "User and finance"; shapes and choices in
 * contract/funds.ts and contract/userCentre.ts). Made inside the funds store's factory, so it
 * loads with the page.
 */
export const createFundsService = (http: HttpClient) => ({
  info: (): Promise<FundManagementInfo> => http.get(u.fundInfo, fundManagementInfo),
  records: (query: CapitalQuery): Promise<Page<CapitalRecord>> =>
    http.get(u.capitalList, capitalPage, { params: { ...query } }),
  deposits: (): Promise<HeldDeposit[]> => http.get(f.depositDetails, depositDetails),
  settleStyles: (): Promise<SettleStyle[]> => http.get(f.settleStyles, settleStyleList),
  collectionCompanies: (): Promise<CollectionCompany[]> =>
    http.get(f.collectionCompanies, collectionCompanyList),
  collectionAccounts: (companyName: string): Promise<FundsAccount[]> =>
    http.get(f.collectionAccounts, fundsAccountList, { params: { companyName } }),
  /** Announces a transfer once (Idempotency-Key). */
  recharge: (request: RechargeRequest, idempotencyKey: string): Promise<FundsAction> =>
    http.post(f.recharge, fundsAction, request, { idempotencyKey }),
  /** Asks for a withdrawal once (Idempotency-Key). */
  withdraw: (request: WithdrawRequest, idempotencyKey: string): Promise<FundsAction> =>
    http.post(f.withdraw, fundsAction, request, { idempotencyKey }),
  /** A recharge's voucher image. */
  voucher: (recordId: number): Promise<DownloadedFile> => http.download(voucherPath(recordId)),
  deleteRecord: async (id: number): Promise<void> => {
    await http.delete(`${f.capital}/${id}`, anyData);
  },
});
export type FundsService = ReturnType<typeof createFundsService>;
