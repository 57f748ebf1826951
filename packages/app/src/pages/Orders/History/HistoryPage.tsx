import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createContractSigningStore, createContractsStore, formatMoney } from '@mall/domain';
import type { ContractsStore } from '@mall/domain';
import {
  CONTRACT_SIGNED_LABEL,
  CONTRACT_UPLOAD_MAX_BYTES,
  deliveryText,
} from '@mall/domain/contract/orders';
import { StateTag } from '../../shared/StateTag.tsx';
import type { SaleContract } from '@mall/domain/contract/orders';
import {
  Button,
  ConfirmDialog,
  ContractTable,
  Empty,
  ErrorState,
  FileField,
  InlineNote,
  Modal,
  Panel,
  RowActions,
  Stack,
  StatusTag,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { OrderListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { StageFilter } from '../shared/StageList.tsx';
import { openInNewTab } from './openInNewTab.ts';
import { RowAction } from '../shared/RowAction.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { SignContractDialog } from '../../UserCentre/UserSignature/SignContractDialog.tsx';

/**
 * orderHistory (历史合同): the company's sale contracts, by order number with its 采购单号 and
 * 交货方式 (as the contract's PDF prints them); 查看合同 opens the PDF
 * in a new tab, 下载合同 saves it under the server's name, and administrators 上传盖章合同 (a PDF
 * of at most 5 MB, checked at the field, confirmed, then sent once) and 签署 a contract not yet
 * signed with the electronic seal (a signed one reads 已电子签章). Certified companies only.
 */
export const HistoryPage = observer(function HistoryPage() {
  return (
    <Panel title="历史合同">
      <OrderGate>
        <ContractList />
      </OrderGate>
    </Panel>
  );
});

const ContractList = observer(function ContractList() {
  const { session } = useStores();
  const contracts = useFeature(createContractsStore);
  const signing = useFeature(createContractSigningStore);
  const { list } = contracts;

  useEffect(() => {
    void list.load();
  }, [list]);

  // The next step first (签署 a contract not yet signed); past two, the rest go under 更多.
  const actions = (contract: SaleContract) => (
    <RowActions label={`合同 ${contract.contractNo}`}>
      {session.isAdmin && !contract.signed && (
        // Once signed, the list is read again: the row says 已电子签章 and offers 签署 no more.
        <RowAction
          of={contract.contractNo}
          onClick={() => void signing.start(contract, () => void list.load())}
        >
          签署
        </RowAction>
      )}
      <RowAction
        of={contract.contractNo}
        disabled={contracts.pdf.pending !== null}
        onClick={() => openInNewTab(() => contracts.view(contract))}
      >
        查看合同
      </RowAction>
      <RowAction
        of={contract.contractNo}
        loading={contracts.pdf.pending === contract.contractId}
        disabled={contracts.pdf.pending !== null}
        onClick={() => void contracts.download(contract)}
      >
        下载合同
      </RowAction>
      {session.isAdmin && (
        <RowAction of={contract.contractNo} onClick={() => contracts.startUpload(contract)}>
          上传盖章合同
        </RowAction>
      )}
    </RowActions>
  );

  return (
    <Stack $gap={3}>
      <StageFilter filter={list.filter} onChange={(filter) => void list.setFilter(filter)} />
      {!session.isAdmin && <InlineNote>上传盖章合同和签署合同需由企业管理员操作</InlineNote>}
      <ContractTable
        rows={list.rows.map((contract) => ({
          key: contract.contractId,
          contractNo: contract.contractNo,
          orderNo: contract.orderNo,
          poNo: contract.poNo || '—',
          delivery: deliveryText(contract) || '—',
          amount: formatMoney(contract.amount),
          createdAt: contract.createdAt,
          status: contract.signed ? (
            <StatusTag tone="done">{CONTRACT_SIGNED_LABEL}</StatusTag>
          ) : (
            <>
              <StateTag subject="contract" state={contract.status} />
              {contract.customerFileName && (
                <span title={contract.customerFileName}>{`（${contract.customerFileName}）`}</span>
              )}
            </>
          ),
          actions: actions(contract),
        }))}
        {...listState(list)}
        empty={listEmpty({
          filter: list.filter,
          what: '合同',
          empty: (
            <Empty
              description="暂无历史合同，订单提交后将在这里生成合同"
              action={<a href={hrefTo('orderAllOrder')}>查看全部订单</a>}
            />
          ),
          onClear: () => void list.setFilter({}),
        })}
      />
      <OrderListPager list={list} />
      {contracts.chosen && <UploadDialog contracts={contracts} />}
      <SignContractDialog signing={signing} />
    </Stack>
  );
});

/** 上传盖章合同: choose the signed PDF (checked at the field), confirm, send once. */
const UploadDialog = observer(function UploadDialog({ contracts }: { contracts: ContractsStore }) {
  const [confirming, setConfirming] = useState(false);
  const { chosen, upload } = contracts;
  if (!chosen) return null;
  return (
    <Modal
      title="上传盖章合同"
      size="md"
      open
      onOpenChange={(next) => {
        if (!next) contracts.cancelUpload();
      }}
      footer={
        <>
          <Button disabled={upload.pending} onClick={contracts.cancelUpload}>
            取消
          </Button>
          <Button
            variant="primary"
            loading={upload.pending}
            disabled={upload.pending || !contracts.canUpload}
            onClick={() => setConfirming(true)}
          >
            上传
          </Button>
        </>
      }
    >
      <Stack $gap={4}>
        <p>
          合同编号：{chosen.contract.contractNo}（订单 {chosen.contract.orderNo}）
        </p>
        <FileField
          label="盖章合同"
          required
          accept="application/pdf,.pdf"
          typeNames="PDF"
          maxBytes={CONTRACT_UPLOAD_MAX_BYTES}
          fileName={chosen.fileName}
          hint="请上传加盖公章的合同扫描件"
          error={chosen.error || undefined}
          disabled={upload.pending}
          onFileChange={(file) => void contracts.choose(file)}
        />
        {upload.error && <ErrorState message={upload.error} />}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="确认上传"
        content={`确定上传「${chosen.fileName}」作为合同 ${chosen.contract.contractNo} 的盖章合同吗？`}
        confirmText="确认上传"
        cancelText="取消"
        onConfirm={() => contracts.sendUpload()}
      />
    </Modal>
  );
});
