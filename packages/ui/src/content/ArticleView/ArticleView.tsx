import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Download } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { SafeHtml } from '../../basics/SafeHtml/SafeHtml.tsx';
import { LoadingStatus, SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** A file the page offers, e.g. 开票资料模板. */
export interface ArticleAttachment {
  /** Unique on the page; reported by `onDownload`. */
  key: string;
  /** The link text. */
  label: string;
  /** The name it is saved under, e.g. 开票资料模板.csv. */
  fileName: string;
}

export interface ArticleViewProps {
  /** Loading shows a skeleton; error shows the message with 重试. */
  status: 'loading' | 'ready' | 'error';
  /** The heading. */
  title?: string;
  /** The line under the heading, e.g. the source, the time and the reads. */
  meta?: readonly string[];
  /** The body as server HTML; sanitised before it is rendered. */
  html?: string;
  /** A plain body instead of `html` (a question's text), or more after it. */
  children?: ReactNode;
  /** Files to download under the body. */
  attachments?: readonly ArticleAttachment[];
  /** The key of the attachment being downloaded; its button spins. */
  downloading?: string | null;
  /** Called with an attachment's key when its button is pressed. */
  onDownload?: (key: string) => void;
  /** The client's message when loading failed. */
  errorMessage?: string;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** A link back, above the heading, e.g. 返回资讯列表. */
  back?: ReactNode;
}

const Root = styled.article`
  padding: ${space(6)} ${space(7)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/** The reading column: about 40 Chinese characters a line. */
const Column = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Back = styled.div`
  margin-bottom: ${space(4)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Title = styled.h1`
  margin: 0 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(4)};
  margin: 0 0 ${space(5)};
  padding-bottom: ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/** Article typography for the sanitised body. */
const Body = styled(SafeHtml)`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.75;

  & p,
  & ul,
  & ol,
  & table,
  & img {
    margin: 0 0 ${space(4)};
  }
  & h2,
  & h3 {
    margin: ${space(5)} 0 ${space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & ul,
  & ol {
    padding-left: ${space(5)};
  }
  & img {
    display: block;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  & th,
  & td {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & th {
    background: ${({ theme }) => theme.color.fill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Plain = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.75;
  white-space: pre-wrap;
`;

const Files = styled.section`
  margin-top: ${space(6)};
  padding-top: ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  h2 {
    margin: 0 0 ${space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function Placeholder() {
  return (
    <>
      <LoadingStatus />
      <SkeletonBlock $width="60%" $height="28px" />
      <SkeletonBlock $width="40%" $height="12px" style={{ margin: '12px 0 24px' }} />
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonBlock
          key={index}
          $width={index === 5 ? '50%' : '100%'}
          style={{ marginTop: 12 }}
        />
      ))}
    </>
  );
}

/**
 * One article or help page on a white sheet, in a reading column: heading, a meta line, the
 * sanitised body (tables, lists and images styled for reading) and its files to download.
 */
export function ArticleView({
  status,
  title,
  meta = [],
  html,
  children,
  attachments = [],
  downloading = null,
  onDownload,
  errorMessage = '',
  onRetry,
  back,
}: ArticleViewProps) {
  const titleId = useId();
  const filesId = useId();
  return (
    <Root
      aria-labelledby={status === 'ready' ? titleId : undefined}
      aria-busy={status === 'loading' || undefined}
    >
      <Column>
        {back && <Back>{back}</Back>}
        {status === 'loading' && <Placeholder />}
        {status === 'error' && <ErrorState message={errorMessage} onRetry={onRetry} />}
        {status === 'ready' && (
          <>
            <Title id={titleId}>{title}</Title>
            {meta.length > 0 && (
              <Meta>
                {meta.map((item) => (
                  <span key={item}>{item}</span>
                ))}
              </Meta>
            )}
            {html !== undefined && <Body html={html} />}
            {children !== undefined && <Plain>{children}</Plain>}
            {attachments.length > 0 && (
              <Files aria-labelledby={filesId}>
                <h2 id={filesId}>附件下载</h2>
                <ul>
                  {attachments.map((file) => (
                    <li key={file.key}>
                      <Button
                        size="sm"
                        loading={downloading === file.key}
                        disabled={downloading !== null && downloading !== file.key}
                        aria-label={`下载${file.label}（${file.fileName}）`}
                        onClick={() => onDownload?.(file.key)}
                      >
                        {downloading !== file.key && <Download aria-hidden="true" size={14} />}
                        {file.label}
                      </Button>
                    </li>
                  ))}
                </ul>
              </Files>
            )}
          </>
        )}
      </Column>
    </Root>
  );
}
