import { http } from 'msw';
import { API_BASE } from '../../../contract/index.ts';
import { orderPaths } from '../../../contract/orders.ts';
import type { UploadContractRequest } from '../../../contract/orders.ts';
import { anyOrigin, fileResponse, okJson, refuse } from '../../http.ts';
import { listPage } from '../lists/handlers.ts';
import type { OrderServer } from '../state.ts';

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
      const contract = contracts().find((c) => c.contractId === Number(params.contractId));
      return contract
        ? fileResponse('%PDF-1.4\n%%EOF\n', 'application/pdf', `${contract.contractNo}.pdf`)
        : refuse(404, '合同不存在');
    }),
  ),
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
