/** The company contract's rule (COMPANY_INVARIANTS): one identity wherever it is written. */
import type { CompanyInvariant } from '@mall/domain/contract/address';
import { companies, companyAccounts, companyInvoicing, invoices } from '../db/schema.ts';
import type { Check } from './violation.ts';
import { unless } from './violation.ts';

const oneCompanyIdentity: Check = async (db) => {
  const [rows, invoicing, accounts, issued] = await Promise.all([
    db.select().from(companies),
    db.select().from(companyInvoicing),
    db.select().from(companyAccounts),
    db.select().from(invoices),
  ]);
  return rows.flatMap((company) => {
    const info = invoicing.find(({ companyId }) => companyId === company.id);
    const account = accounts.find(({ companyId }) => companyId === company.id);
    const identity = { title: company.name, taxNo: company.creditCode };
    const bank = info && { bankName: info.bankName, bankAccount: info.bankAccount };
    const differs = (
      what: string,
      shown: { title: string; taxNo: string; bankName?: string; bankAccount?: string },
    ) =>
      unless(
        shown.title === identity.title &&
          shown.taxNo === identity.taxNo &&
          (!bank ||
            shown.bankName === undefined ||
            (shown.bankName === bank.bankName && shown.bankAccount === bank.bankAccount)),
        'oneCompanyIdentity' satisfies CompanyInvariant,
        company.name,
        `${what}：${shown.title} ${shown.taxNo} ${shown.bankName ?? ''} ${shown.bankAccount ?? ''}，企业为 ${identity.title} ${identity.taxNo} ${bank ? `${bank.bankName} ${bank.bankAccount}` : ''}`,
      );
    return [
      ...(info ? differs('开票信息', info) : []),
      ...(account && info
        ? differs('企业账户', {
            ...identity,
            bankName: account.bankName,
            bankAccount: account.accountNo.replaceAll(' ', ''),
          })
        : []),
      ...issued
        .filter(({ companyId }) => companyId === company.id)
        .flatMap(({ invoiceNo, id, title, taxNo }) =>
          differs(`发票 ${invoiceNo ?? id}`, { title, taxNo }),
        ),
    ];
  });
};

/** The check of COMPANY_INVARIANTS, by name. */
export const companyChecks: Readonly<Record<CompanyInvariant, Check>> = { oneCompanyIdentity };
