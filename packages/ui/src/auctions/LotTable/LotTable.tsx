import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { NumberText } from '../../basics/NumberText/NumberText.tsx';
import { Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';
import { FollowToggle } from '../FollowToggle/FollowToggle.tsx';
import { StatusTag, type StatusTagTone } from '../../basics/StatusTag/StatusTag.tsx';
import { currentPriceColumn, phaseColumn, type PriceViewer } from '../lotColumns.tsx';

/** A lot as the app hands it over: figures formatted, the countdown worked out. */
export interface LotRow {
  /** The lot's id. */
  key: number;
  /** 拍品编号. */
  lotNo: string;
  /** 品名, e.g. 5052-H32 铝板. */
  productName: string;
  /** 规格, e.g. 2×1250×2500. */
  spec: string;
  /** 重量 in tonnes, formatted. */
  weight: string;
  /** 仓库. */
  warehouse: string;
  /** 当前价, formatted (or '-' for an uncertified viewer). */
  currentPrice: string;
  /** 出价次数. */
  bidCount: number;
  /** 即将开始, 竞拍中 or 已结束. */
  phase: string;
  /** 距开始 or 距结束 with the countdown, or '' once ended. */
  countdown: string;
  /** The buyer's standing as a word, e.g. 领先 ('' for none). */
  standing: string;
  /** The standing, for the tag's colour. */
  tone: StatusTagTone;
  /** 围观 count. */
  onlookers: number;
  /** The viewer watches it. */
  watching: boolean;
  /** The user follows it (关注). */
  following: boolean;
  /** 出价 is offered (the lot is live). */
  canBid: boolean;
}

export interface LotTableProps extends TableStateProps, PriceViewer {
  /** The lots of the page. */
  rows: readonly LotRow[];
  /** 出价 on a lot. */
  onBid: (key: number) => void;
  /** 围观 a lot. */
  onWatch: (key: number) => void;
  /** 关注 or 取消关注 of a lot. */
  onFollow: (key: number) => void;
  /** 详情 of a lot. */
  onDetail: (key: number) => void;
}

const Actions = styled.div`
  display: flex;
  gap: ${space(1)};
`;

/**
 * 竞拍列表's lots: each with its goods, current price, bids, phase and countdown, the buyer's
 * standing, and 出价 (live lots), 围观, 关注 (a toggle, announced as pressed) and 详情.
 */
export function LotTable({
  rows,
  certified,
  certifyHref,
  onBid,
  onWatch,
  onFollow,
  onDetail,
  ...state
}: LotTableProps) {
  const columns: TableColumn<LotRow>[] = [
    { key: 'lotNo', title: '拍品编号', width: 90 },
    { key: 'productName', title: '品名' },
    { key: 'spec', title: '规格' },
    {
      key: 'weight',
      title: '重量',
      align: 'right',
      render: (row) => <NumberText unit="吨">{row.weight}</NumberText>,
    },
    { key: 'warehouse', title: '仓库' },
    currentPriceColumn({ certified, certifyHref }),
    { key: 'bidCount', title: '出价次数', align: 'right' },
    phaseColumn(),
    {
      key: 'standing',
      title: '我的出价',
      render: (row) => row.standing && <StatusTag tone={row.tone}>{row.standing}</StatusTag>,
    },
    {
      key: 'actions',
      title: '操作',
      render: (row) => (
        <Actions>
          {row.canBid && (
            <Button size="sm" variant="primary" onClick={() => onBid(row.key)}>
              出价
            </Button>
          )}
          <Button
            size="sm"
            variant="text"
            disabled={row.watching}
            onClick={() => onWatch(row.key)}
            aria-label={`${row.watching ? '已围观' : '围观'} ${row.onlookers} ${row.lotNo}`}
          >
            {row.watching ? `已围观 ${row.onlookers}` : `围观 ${row.onlookers}`}
          </Button>
          <FollowToggle
            following={row.following}
            onToggle={() => onFollow(row.key)}
            label={`关注 ${row.lotNo}`}
          />
          <Button
            size="sm"
            variant="text"
            onClick={() => onDetail(row.key)}
            aria-label={`详情 ${row.lotNo}`}
          >
            详情
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <Table label="拍品列表" columns={columns} rows={rows} rowKey={(row) => row.key} {...state} />
  );
}
