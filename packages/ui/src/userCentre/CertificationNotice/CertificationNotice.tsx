import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface CertificationNoticeProps {
  /** 审核中 (sent, waiting for the mall) or 未通过 (refused, with its reason). */
  state: 'pending' | 'rejected';
  /** When the form was sent, 'YYYY-MM-DD HH:mm:ss'. */
  submittedAt: string | null;
  /** Why the mall refused it (rejected only). */
  reason?: string | null;
}

const Box = styled.section`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};

  &[data-variant='rejected'] {
    border-left-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.surface};
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/**
 * Where a company certification stands: 审核中 (the mall reviews it, usually within one working
 * day) or 认证未通过 with the mall's reason, above the form filled for a new try.
 */
export function CertificationNotice({ state, submittedAt, reason }: CertificationNoticeProps) {
  const title = state === 'pending' ? '认证审核中' : '认证未通过';
  return (
    <Box data-variant={state} role="status" aria-label={title}>
      <h2>{title}</h2>
      {state === 'pending' ? (
        <p>您的企业认证资料已提交，平台将在 1 个工作日内完成审核，审核结果将通过消息提醒通知您。</p>
      ) : (
        <p>未通过原因：{reason || '未说明'}。请修改后重新提交。</p>
      )}
      {submittedAt && <p>提交时间：{submittedAt}</p>}
    </Box>
  );
}
