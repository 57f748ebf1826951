import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CircleCheck, CircleX } from 'lucide-react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { space } from '../../theme/index.ts';

/** Where the work behind a result page stands. */
export type ResultStatus = 'loading' | 'success' | 'error';

export interface ResultPanelProps {
  /** Where it stands: a spinner, a green check or a red cross. */
  status: ResultStatus;
  /** The one line that says it, e.g. 正在登录… or 授权失败，请重试. */
  title: string;
  /** A further line under the title, e.g. the server's message. */
  description?: ReactNode;
  /** What the user can do next, e.g. a button 返回登录. */
  action?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(7)} ${space(4)};
  text-align: center;

  & > :first-child {
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-variant='success'] > :first-child {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='error'] > :first-child {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(3)};
  margin-top: ${space(2)};
`;

/**
 * A centred result for the callback and finished screens: a spinner while the work runs, then
 * success or the failure with what to do next. Announced as a status, a failure as an alert.
 */
export function ResultPanel({ status, title, description, action }: ResultPanelProps) {
  return (
    <Root role={status === 'error' ? 'alert' : 'status'} data-variant={status}>
      {status === 'loading' && <Spinner $size="40px" />}
      {status === 'success' && <CircleCheck aria-hidden="true" size={48} strokeWidth={1.5} />}
      {status === 'error' && <CircleX aria-hidden="true" size={48} strokeWidth={1.5} />}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Actions>{action}</Actions>}
    </Root>
  );
}
