import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { InlineNote } from '../../basics/InlineNote/InlineNote.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { Modal } from '../../basics/Modal/Modal.tsx';
import { space } from '../../theme/index.ts';

export interface BidDialogProps {
  /** 拍品编号 and 品名, e.g. P1001 5052-H32 铝板. */
  lotName: string;
  /** 当前价, formatted with thousands separators, e.g. 20,350.00. */
  currentPrice: string;
  /** 加价幅度, formatted, e.g. 50.00. */
  step: string;
  /** 保证金, formatted, e.g. 20,350.00. */
  deposit: string;
  /** The bid as typed. */
  price: string;
  /** The proxy maximum as typed ('' for none). */
  maxPrice: string;
  /** The bid and the proxy maximum as the confirm step names them, e.g. 20,400.00 ('' for none). */
  confirmPrices: { price: string; maxPrice: string };
  /** The message at 出价, or ''. */
  priceError: string;
  /** The message at 最高代理价, or ''. */
  maxPriceError: string;
  /** The confirm step is open: the fields are read-only and 确认出价 sends. */
  confirming: boolean;
  /** The bid is in flight. */
  sending: boolean;
  /** Why the last send failed, e.g. that its answer was lost ('' for none). */
  error: string;
  /** The last outcome, as a sentence ('' for none). */
  outcome: string;
  /** The last outcome was good news. */
  outcomeGood: boolean;
  /** Typing at 出价. */
  onPriceChange: (text: string) => void;
  /** Typing at 最高代理价. */
  onMaxPriceChange: (text: string) => void;
  /** 出价: check the fields and open the confirm step. */
  onSubmit: () => void;
  /** 返回修改 on the confirm step. */
  onBack: () => void;
  /** 确认出价: send once. */
  onConfirm: () => void;
  /** Closing the dialog. */
  onClose: () => void;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1)} ${space(3)};
  margin: 0 0 ${space(4)};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const Outcome = styled.p<{ $good: boolean }>`
  margin: ${space(3)} 0 0;
  color: ${({ $good, theme }) => ($good ? theme.color.success : theme.color.danger)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Confirm = styled.p`
  margin: ${space(3)} 0 0;
`;

/**
 * 出价: the lot's current price, step and deposit; the bid (the next valid price offered) and
 * an optional proxy maximum, checked at their fields; then a confirm step, and the outcome (or
 * why the send failed, the confirm step kept for a retry).
 */
export function BidDialog(props: BidDialogProps) {
  const { confirming, sending } = props;
  const footer = confirming ? (
    <>
      <Button onClick={props.onBack} disabled={sending}>
        返回修改
      </Button>
      <Button variant="primary" loading={sending} onClick={props.onConfirm}>
        确认出价
      </Button>
    </>
  ) : (
    <>
      <Button onClick={props.onClose}>关闭</Button>
      <Button variant="primary" onClick={props.onSubmit}>
        出价
      </Button>
    </>
  );
  return (
    <Modal
      title={`出价：${props.lotName}`}
      size="sm"
      open
      onOpenChange={(open) => !open && props.onClose()}
      footer={footer}
    >
      <Facts>
        <dt>当前价</dt>
        <dd>{props.currentPrice} 元/吨</dd>
        <dt>加价幅度</dt>
        <dd>{props.step} 元/吨</dd>
        <dt>保证金</dt>
        <dd>{props.deposit} 元（首次出价时冻结，未中标退还）</dd>
      </Facts>
      <Input
        label="出价"
        required
        error={props.priceError}
        value={props.price}
        readOnly={confirming}
        inputMode="decimal"
        suffix="元/吨"
        onChange={(event) => props.onPriceChange(event.target.value)}
      />
      <Input
        label="最高代理价"
        error={props.maxPriceError}
        value={props.maxPrice}
        readOnly={confirming}
        inputMode="decimal"
        placeholder="选填，自动加价上限"
        suffix="元/吨"
        onChange={(event) => props.onMaxPriceChange(event.target.value)}
      />
      {confirming && (
        <Confirm role="alert">
          确认以 {props.confirmPrices.price} 元/吨出价
          {props.confirmPrices.maxPrice
            ? `（最高代理价 ${props.confirmPrices.maxPrice} 元/吨）`
            : ''}
          ？
        </Confirm>
      )}
      {props.error && <InlineNote role="alert">{props.error}</InlineNote>}
      {props.outcome && (
        <Outcome role="status" $good={props.outcomeGood}>
          {props.outcome}
        </Outcome>
      )}
    </Modal>
  );
}
