import {
  afterSale,
  afterSaleMarks,
  afterSalePage,
  afterSalePaths,
  afterSaleReasonList,
  applyInfo,
  calculatedWeight,
  uploadedPic,
} from '../contract/afterSales.ts';
import type {
  AfterSale,
  AfterSaleKind,
  AfterSaleListQuery,
  AfterSaleMarks,
  AfterSaleReason,
  AfterSaleRequest,
  ApplyInfo,
  CalculatedWeight,
  CalculateWeightRequest,
  ConfirmLogisticsRequest,
  UploadPicRequest,
  UploadedPic,
} from '../contract/afterSales.ts';
import type { Page } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

const p = afterSalePaths;
type Query = Record<string, string | number | undefined>;

/** The after-sales calls (spec section 7); built inside the area's store factories. */
export const createAfterSalesService = (http: HttpClient) => ({
  list: (query: AfterSaleListQuery): Promise<Page<AfterSale>> =>
    http.get(p.list, afterSalePage, { params: { ...query } as Query }),
  marks: (): Promise<AfterSaleMarks> => http.get(p.marks, afterSaleMarks),
  detail: (id: number): Promise<AfterSale> => http.get(`${p.apply}/${id}`, afterSale),
  reasons: (kind: AfterSaleKind): Promise<AfterSaleReason[]> =>
    http.get(p.reasons, afterSaleReasonList, { params: { kind } }),
  applyInfo: (of: { orderId: number } | { afterSaleId: number }): Promise<ApplyInfo> =>
    http.get(p.applyInfo, applyInfo, { params: of }),
  calculateWeight: (request: CalculateWeightRequest): Promise<CalculatedWeight> =>
    http.post(p.calculateWeight, calculatedWeight, request),
  uploadPic: (request: UploadPicRequest): Promise<UploadedPic> =>
    http.post(p.uploadPic, uploadedPic, request),
  /** Applies; a submit sent once (Idempotency-Key). */
  apply: (request: AfterSaleRequest, idempotencyKey: string): Promise<AfterSale> =>
    http.post(p.apply, afterSale, request, { idempotencyKey }),
  /** Saves the edit (修改售后); a submit sent once (Idempotency-Key). */
  update: (id: number, request: AfterSaleRequest, idempotencyKey: string): Promise<AfterSale> =>
    http.put(`${p.apply}/${id}`, afterSale, request, { idempotencyKey }),
  cancel: (id: number): Promise<AfterSale> => http.put(`${p.cancel}/${id}`, afterSale),
  agreeEdit: (id: number): Promise<AfterSale> => http.put(`${p.agreeEdit}/${id}`, afterSale),
  agreePlan: (id: number): Promise<AfterSale> => http.put(`${p.agreePlan}/${id}`, afterSale),
  confirmResult: (id: number): Promise<AfterSale> =>
    http.put(`${p.confirmResult}/${id}`, afterSale),
  /** 确认寄回: the goods are sent back; a submit sent once (Idempotency-Key). */
  confirmLogistics: (
    request: ConfirmLogisticsRequest,
    idempotencyKey: string,
  ): Promise<AfterSale> => http.put(p.confirmLogistics, afterSale, request, { idempotencyKey }),
  /** Pays the supplementary amount from the balance: money-moving (Idempotency-Key). */
  replenish: (id: number, idempotencyKey: string): Promise<AfterSale> =>
    http.put(`${p.replenish}/${id}`, afterSale, undefined, { idempotencyKey }),
});
export type AfterSalesService = ReturnType<typeof createAfterSalesService>;
