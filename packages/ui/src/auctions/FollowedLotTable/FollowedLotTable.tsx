import { Button } from '../../basics/Button/Button.tsx';
import { NumberText } from '../../basics/NumberText/NumberText.tsx';
import { Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { StatusTag, type StatusTagTone } from '../../basics/StatusTag/StatusTag.tsx';
import { currentPriceColumn, phaseColumn, type PriceViewer } from '../lotColumns.tsx';

/** A followed lot as the app hands it over: figures formatted, the countdown worked out. */
export interface FollowedLotRow {
  /** The lot's id. */
  key: number;
  /** 拍品编号. */
  lotNo: string;
  /** 品名. */
  productName: string;
  /** The lot in its activity (竞拍专场), as a link. */
  href: string;
  /** 即将开始, 竞拍中 or 已结束. */
  phase: string;
  /** 距开始 or 距结束 with the countdown, or '' once ended. */
  countdown: string;
  /** 当前价, formatted (or '-' for an uncertified viewer). */
  currentPrice: string;
  /** 我的出价, formatted, or '-' before any bid. */
  myPrice: string;
  /** The buyer's standing as a word, e.g. 领先 ('' for none). */
  standing: string;
  /** The standing, for the tag's colour. */
  tone: StatusTagTone;
}

export interface FollowedLotTableProps extends TableStateProps, PriceViewer {
  rows: readonly FollowedLotRow[];
  /** The lot whose 取消关注 is in flight. */
  unfollowing?: number | null;
  /** 取消关注 of a lot. */
  onUnfollow: (key: number) => void;
}

/**
 * 我的关注's lots: each with a link to it, its phase and countdown, the current price, the
 * buyer's bid and standing, and 取消关注.
 */
export function FollowedLotTable({
  rows,
  certified,
  certifyHref,
  unfollowing = null,
  onUnfollow,
  ...state
}: FollowedLotTableProps) {
  const columns: TableColumn<FollowedLotRow>[] = [
    {
      key: 'lotNo',
      title: '拍品',
      render: (row) => <a href={row.href}>{`${row.lotNo} ${row.productName}`}</a>,
    },
    phaseColumn(),
    currentPriceColumn({ certified, certifyHref }),
    {
      key: 'myPrice',
      title: '我的出价(元/吨)',
      align: 'right',
      render: (row) => <NumberText>{row.myPrice}</NumberText>,
    },
    {
      key: 'standing',
      title: '竞拍状态',
      render: (row) => <StatusTag tone={row.tone}>{row.standing || '未出价'}</StatusTag>,
    },
    {
      key: 'actions',
      title: '操作',
      render: (row) => (
        <Button
          size="sm"
          variant="text"
          loading={unfollowing === row.key}
          disabled={unfollowing !== null}
          onClick={() => onUnfollow(row.key)}
          aria-label={`取消关注 ${row.lotNo}`}
        >
          取消关注
        </Button>
      ),
    },
  ];
  return (
    <Table label="我的关注" columns={columns} rows={rows} rowKey={(row) => row.key} {...state} />
  );
}
