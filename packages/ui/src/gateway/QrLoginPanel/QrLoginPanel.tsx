import styled from 'styled-components';
import { CircleCheck, RotateCw } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { QrCode } from '../../basics/QrCode/QrCode.tsx';
import { SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** Where a QR login stands: being made, shown, scanned on the phone, expired, or failed. */
export type QrLoginStatus = 'loading' | 'waiting' | 'scanned' | 'expired' | 'error';

export interface QrLoginPanelProps {
  /** Where the login stands. */
  status: QrLoginStatus;
  /** What the QR code encodes, from the server; not needed while loading. */
  content?: string;
  /** The line under the code, in Chinese; left out, each status says its own (error: 二维码获取失败). */
  message?: string;
  /** Asks for a new code, from the 刷新二维码 button of the expired and error states. */
  onRefresh: () => void;
}

/** The side of the code, in CSS pixels. */
const QR_SIZE = '176px';

const captions: Record<QrLoginStatus, string> = {
  loading: '正在生成二维码…',
  waiting: '请使用铝材商城 App 扫码登录',
  scanned: '扫码成功，请在手机上确认登录',
  expired: '二维码已失效',
  error: '二维码获取失败',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(4)};
`;

const Frame = styled.div`
  position: relative;
  width: ${QR_SIZE};
  height: ${QR_SIZE};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Code = styled(QrCode)`
  transition: opacity ${({ theme }) => theme.motion.normal};

  [data-dimmed='true'] > & {
    opacity: 0.12;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.success};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;

  &[data-variant='scanned'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='expired'],
  &[data-variant='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * The 扫码登录 panel: the QR code to scan with the mall's App, and what has happened to it. A
 * scanned code is dimmed under a check mark; an expired or failed one is dimmed under 刷新二维码.
 * The line under the code is a live region, so each change is announced.
 */
export function QrLoginPanel({ status, content, message, onRefresh }: QrLoginPanelProps) {
  return (
    <Root>
      <Frame data-dimmed={status !== 'waiting'}>
        {status === 'loading' ? (
          <SkeletonBlock $height="100%" />
        ) : (
          content && <Code content={content} alt="登录二维码" />
        )}
        {status === 'scanned' && (
          <Overlay>
            <CircleCheck aria-hidden="true" size={56} strokeWidth={1.5} />
          </Overlay>
        )}
        {(status === 'expired' || status === 'error') && (
          <Overlay>
            <Button variant="primary" onClick={onRefresh}>
              <RotateCw aria-hidden="true" size={14} />
              刷新二维码
            </Button>
          </Overlay>
        )}
      </Frame>
      <Caption role="status" data-variant={status}>
        {message ?? captions[status]}
      </Caption>
    </Root>
  );
}
