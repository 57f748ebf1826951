import { useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pagerItems } from './pager.ts';
import { PageSizeMenu } from './PageSizeMenu.tsx';

export interface PaginationProps {
  /** How many rows the server has in all. */
  total: number;
  /** The current page, from 1. */
  pageNum: number;
  /** Rows per page. */
  pageSize: number;
  /** The page sizes to choose from. */
  pageSizes?: readonly number[];
  /** Called with the new page and size; a new size starts again at page 1. */
  onChange: (pageNum: number, pageSize: number) => void;
}

const Root = styled.nav`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
`;

const controlBox = css`
  height: ${({ theme }) => theme.control.md};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Pager = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
    cursor: default;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.borderStrong};
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.li`
  min-width: 32px;
  text-align: center;
`;

const JumpInput = styled.input`
  ${controlBox}
  width: 48px;
  margin: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
`;

/**
 * Server paging in Element UI's layout, at the bottom right: 共 n 条, the page-size menu (the app's own, not the browser's), prev,
 * the pager with ellipses, next, and 前往 [n] 页 (clamped to the pages there are). A list that
 * fits one page of the smallest size shows 共 n 条 alone.
 */
export function Pagination({
  total,
  pageNum,
  pageSize,
  pageSizes = [10, 20, 30, 50],
  onChange,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [jumpDraft, setJumpDraft] = useState<string | null>(null);

  const goTo = (page: number) => {
    if (page !== pageNum) onChange(page, pageSize);
  };

  const commitJump = () => {
    if (jumpDraft === null) return;
    setJumpDraft(null);
    const page = Number.parseInt(jumpDraft, 10);
    if (Number.isNaN(page)) return;
    goTo(Math.min(pageCount, Math.max(1, page)));
  };

  const handleJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitJump();
  };

  // Under one page (at the smallest size) there is nothing to page: the count alone.
  if (total <= Math.min(...pageSizes) && pageNum === 1) {
    return (
      <Root aria-label="分页">
        <span>共 {total} 条</span>
      </Root>
    );
  }
  return (
    <Root aria-label="分页">
      <span>共 {total} 条</span>
      <PageSizeMenu
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSizeChange={(size) => onChange(1, size)}
      />
      <PageButton aria-label="上一页" disabled={pageNum <= 1} onClick={() => goTo(pageNum - 1)}>
        <ChevronLeft aria-hidden="true" size={16} />
      </PageButton>
      <Pager>
        {pagerItems(pageNum, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={`第 ${item} 页`}
                aria-current={item === pageNum ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Ellipsis key={item} aria-hidden="true">
              …
            </Ellipsis>
          ),
        )}
      </Pager>
      <PageButton
        aria-label="下一页"
        disabled={pageNum >= pageCount}
        onClick={() => goTo(pageNum + 1)}
      >
        <ChevronRight aria-hidden="true" size={16} />
      </PageButton>
      <span>
        前往
        <JumpInput
          aria-label="前往页码"
          inputMode="numeric"
          value={jumpDraft ?? String(pageNum)}
          onChange={(event) => setJumpDraft(event.target.value)}
          onKeyDown={handleJumpKeyDown}
          onBlur={commitJump}
        />
        页
      </span>
    </Root>
  );
}
