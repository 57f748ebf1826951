/**
 * Sale contracts as the company has them: the list's rows (with their order and their signing)
 * and the PDF before it is signed. The routes serve them; the seed signs one with them.
 */
import { and, eq } from 'drizzle-orm';
import type { SaleContract } from '@mall/domain/contract/orders';
import { companies, contractSignings, contracts, orders } from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';
import { contractPdf } from './pdf.ts';
import { buyerOf } from './write/invoices.ts';
import type { Db } from './read.ts';
import { loadOrder, toDetail } from './read.ts';

export const contractColumns = {
  contract: {
    id: contracts.id,
    contractNo: contracts.contractNo,
    orderId: contracts.orderId,
    amount: contracts.amount,
    createdAt: contracts.createdAt,
    customerFileName: contracts.customerFileName,
  },
  orderNo: orders.orderNo,
  terms: {
    poNo: orders.poNo,
    deliveryWay: orders.deliveryWay,
    deliveryAddress: orders.deliveryAddress,
  },
  signingId: contractSignings.id,
};

export type ContractRow = {
  contract: {
    id: number;
    contractNo: string;
    orderId: number;
    amount: string;
    createdAt: Date;
    customerFileName: string | null;
  };
  orderNo: string;
  /** The order's 采购单号 and 交货方式, as the contract shows them. */
  terms: Pick<SaleContract, 'poNo' | 'deliveryWay' | 'deliveryAddress'>;
  signingId: number | null;
};

/** Contracts with their order and, once signed with the electronic seal, their signing. */
export const selectContracts = (db: Db) =>
  db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .leftJoin(contractSignings, eq(contractSignings.contractId, contracts.id));

export const toContract = ({ contract, orderNo, terms, signingId }: ContractRow): SaleContract => ({
  contractId: contract.id,
  contractNo: contract.contractNo,
  orderId: contract.orderId,
  orderNo,
  ...terms,
  amount: contract.amount,
  createdAt: chinaDateTime(contract.createdAt),
  status: contract.customerFileName === null ? 'generated' : 'customerUploaded',
  customerFileName: contract.customerFileName,
  signed: signingId !== null,
});

/** A contract of the company, with the order it belongs to. */
export const ownContract = async (db: Db, where: ReturnType<typeof eq>, companyId: number) => {
  const [row] = await selectContracts(db).where(and(where, eq(orders.companyId, companyId)));
  return row;
};

/** The platform's PDF of a contract. */
export const platformPdf = async (db: Db, contract: ContractRow['contract'], companyId: number) => {
  const order = await loadOrder(db, contract.orderId, companyId);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!order || !company) return undefined;
  const { title, taxNo, bankName, bankAccount } = await buyerOf(db, companyId);
  return contractPdf(await toDetail(db, order), {
    contractNo: contract.contractNo,
    signedAt: chinaDateTime(contract.createdAt),
    buyer: {
      title,
      taxNo,
      bankName,
      bankAccount,
      address: company.address,
      contactName: company.contactName,
      contactPhone: company.contactPhone,
    },
  });
};

/** The contract's PDF before it is signed: the customer's uploaded copy, else the platform's. */
export const unsignedCopy = async (
  db: Db,
  contract: ContractRow['contract'],
  companyId: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string } | undefined> => {
  if (contract.customerFileName !== null) {
    const [stored] = await db
      .select({ file: contracts.customerFile })
      .from(contracts)
      .where(eq(contracts.id, contract.id));
    if (stored?.file)
      return { bytes: new Uint8Array(stored.file), fileName: contract.customerFileName };
  }
  const pdf = await platformPdf(db, contract, companyId);
  return pdf && { bytes: pdf, fileName: `销售合同-${contract.contractNo}.pdf` };
};
