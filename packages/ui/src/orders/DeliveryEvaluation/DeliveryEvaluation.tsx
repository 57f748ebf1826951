import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { StarRating } from '../../basics/StarRating/StarRating.tsx';
import { space } from '../../theme/index.ts';

export interface DeliveryEvaluationProps {
  /** The delivery's number; it names the 评价 button. */
  deliveryNo: string;
  /** The evaluation made (stars 1–5 and the words); leave it out while there is none. */
  evaluation?: { score: number; content: string };
  /** Opens the evaluation form (评价). */
  onEvaluate?: () => void;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** A received delivery's evaluation under its card: the one made, or 评价 to make it. */
export function DeliveryEvaluation({
  deliveryNo,
  evaluation,
  onEvaluate,
}: DeliveryEvaluationProps) {
  if (!evaluation) {
    return (
      <Root>
        <span>收货后可以评价本次发货</span>
        <Button size="sm" aria-label={`评价 ${deliveryNo}`} onClick={onEvaluate}>
          评价
        </Button>
      </Root>
    );
  }
  return (
    <Root>
      <span>我的评价</span>
      <StarRating label="评分" value={evaluation.score} />
      <span>{evaluation.content}</span>
    </Root>
  );
}
