import { http } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { API_BASE } from '../../../contract/index.ts';
import { orderPaths } from '../../../contract/orders.ts';
import type { UploadContractRequest } from '../../../contract/orders.ts';
import { anyOrigin, fileResponse, okJson, refuse } from '../../http.ts';
import type { RecordedResolver } from '../../http.ts';
import { listPage } from '../lists/handlers.ts';
import type { OrderServer } from '../state.ts';

/**
 * getContractPdfUrl and the tiny PDF it points to (saleContractView), named by `fileNameOf`;
 * a contract it does not name is refused as unknown.
 */
export const contractPdfHandlers = (
  record: (resolver: RecordedResolver) => HttpResponseResolver,
  fileNameOf: (contractId: number) => string | undefined,
) => [
  http.get(
    anyOrigin(orderPaths.contractPdfUrl),
    record(({ url }) =>
      okJson({
        url: `${API_BASE}${orderPaths.contractView}/${url.searchParams.get('contractId')}`,
      }),
    ),
  ),
  http.get(
    anyOrigin(`${orderPaths.contractView}/:contractId`),
    record((_, params) => {
      const fileName = fileNameOf(Number(params.contractId));
      return fileName
        ? fileResponse('%PDF-1.4\n%%EOF\n', 'application/pdf', fileName)
        : refuse(404, '合同不存在');
    }),
  ),
];

/** The contract calls (历史合同): the list, a contract's PDF and uploading the signed one. */
export const contractHandlers = ({ contracts, updateContracts, record }: OrderServer) => [
  http.get(
    anyOrigin(orderPaths.contracts),
    record(({ url }) =>
      okJson(
        listPage(
          contracts(),
          url,
          (contract) => [contract.orderNo],
          (contract) => contract.createdAt.slice(0, 10),
        ),
      ),
    ),
  ),
  ...contractPdfHandlers(record, (contractId) => {
    const contract = contracts().find((c) => c.contractId === contractId);
    return contract && `${contract.contractNo}.pdf`;
  }),
  http.put(
    anyOrigin(orderPaths.uploadContract),
    record(({ body }) => {
      const { contractId, fileName } = body as UploadContractRequest;
      if (!contracts().some((c) => c.contractId === contractId)) return refuse(404, '合同不存在');
      updateContracts((c) =>
        c.contractId === contractId
          ? { ...c, status: 'customerUploaded', customerFileName: fileName }
          : c,
      );
      return okJson(null);
    }),
  ),
];
