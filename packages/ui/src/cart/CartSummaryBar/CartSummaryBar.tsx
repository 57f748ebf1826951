import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { space } from '../../theme/index.ts';

export interface CartSummaryBarProps {
  /** How many entries are selected. */
  selectedCount: number;
  /** Their total tonnage as the domain computed it, 3 decimals, e.g. '20.500'. */
  totalWeight: string;
  /** Their total amount as the domain formatted it, e.g. '¥430,715.00', or '-' when masked. */
  totalAmount: string;
  /** Called on 去下单; ignored while `submitting` or when nothing is selected. */
  onSubmit: () => void;
  /** The order is being made: the button spins and ignores presses. */
  submitting?: boolean;
  /** Called on 发起询价 (the selected lines become inquiry lines); no button without it. */
  onInquire?: () => void;
}

const Root = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(5)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  font-variant-numeric: tabular-nums;
`;

const Figure = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};

  & > strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * The bar under the cart: the selected count, their total tonnage and amount (computed by the
 * domain), 发起询价 when offered, and 去下单; both are disabled with the reason while nothing is
 * selected.
 */
export function CartSummaryBar({
  selectedCount,
  totalWeight,
  totalAmount,
  onSubmit,
  submitting = false,
  onInquire,
}: CartSummaryBarProps) {
  const reasonId = useId();
  const nothingSelected = selectedCount === 0;
  return (
    <Root role="group" aria-label="结算">
      <Figure>
        已选 <strong>{selectedCount}</strong> 件商品
      </Figure>
      <Figure>
        合计重量 <FixedDecimal unit="吨">{totalWeight}</FixedDecimal>
      </Figure>
      <Figure>
        合计金额 <Currency size="lg">{totalAmount}</Currency>
      </Figure>
      {nothingSelected && <Reason id={reasonId}>请选择要下单的商品</Reason>}
      {onInquire && (
        <Button
          size="lg"
          disabled={nothingSelected}
          aria-describedby={nothingSelected ? reasonId : undefined}
          onClick={onInquire}
        >
          发起询价
        </Button>
      )}
      <Button
        variant="primary"
        size="lg"
        loading={submitting}
        disabled={nothingSelected}
        aria-describedby={nothingSelected ? reasonId : undefined}
        onClick={onSubmit}
      >
        去下单
      </Button>
    </Root>
  );
}
