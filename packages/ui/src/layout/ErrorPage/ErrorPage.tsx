import { Construction, ServerCrash } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/index.ts';
import { space } from '../../theme/index.ts';

/** Which error page: an unknown route, a screen still being built, or a failed request. */
export type ErrorPageVariant = 'not-found' | 'pending' | 'server-error';

export interface ErrorPageProps {
  /** Which error page to show. */
  variant: ErrorPageVariant;
  /** The screen the pending page names, e.g. 订单列表（全部订单）. */
  screen?: string;
  /** The message from the contract client, shown on the server-error page. */
  message?: string;
  /** Where 返回首页 leads; the home page by default. */
  homeHref?: string;
  /** Called by 重试 on the server-error page. */
  onRetry?: () => void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${space(7)} ${space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

// The one display size outside the body type scale: the big status of an error page.
const Status = styled.div`
  color: ${({ theme }) => theme.color.primary};
  font-size: 64px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;

  [data-variant='server-error'] > & {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Title = styled.h1`
  margin: ${space(4)} 0 ${space(2)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  max-width: 480px;
  margin: 0 0 ${space(5)};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(3)};
`;

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.primary};

  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
    text-decoration: none;
  }
`;

interface Content {
  status: ReactNode;
  title: string;
  description: string;
}

const content = (props: ErrorPageProps): Content => {
  switch (props.variant) {
    case 'not-found':
      return {
        status: '404',
        title: '页面不存在',
        description: '您访问的页面不存在或已被移除，请检查网址，或返回首页继续浏览。',
      };
    case 'pending':
      return {
        status: <Construction size={64} strokeWidth={1.5} />,
        title: '该页面正在建设中',
        description: props.screen
          ? `“${props.screen}”即将上线，敬请期待。`
          : '该功能即将上线，敬请期待。',
      };
    case 'server-error':
      return {
        status: <ServerCrash size={64} strokeWidth={1.5} />,
        title: '服务暂时不可用',
        description: props.message || '请求没有成功，请稍后重试。',
      };
  }
};

/** The page for an unknown route, a screen still being built, or a request that failed. */
export function ErrorPage(props: ErrorPageProps) {
  const { variant, homeHref = '#/home/main', onRetry } = props;
  const { status, title, description } = content(props);
  const titleId = useId();
  return (
    <Root data-variant={variant} aria-labelledby={titleId}>
      <Status>{status}</Status>
      <Title id={titleId}>{title}</Title>
      <Description>{description}</Description>
      <Actions>
        {variant === 'server-error' && (
          <Button variant="primary" onClick={onRetry}>
            重试
          </Button>
        )}
        <HomeLink href={homeHref}>返回首页</HomeLink>
      </Actions>
    </Root>
  );
}
