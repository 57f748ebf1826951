import type { HTMLAttributes, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from 'radix-ui';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/** One grey placeholder bar or block; decorative, so it is hidden from assistive technology. */
export const SkeletonBlock = styled.span.attrs({ 'aria-hidden': true })<{
  /** Width of the block; a full line by default. */
  $width?: string;
  /** Height of the block; one line of body text by default. */
  $height?: string;
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};

  @media (prefers-reduced-motion: no-preference) {
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.skeleton} 30%,
      ${({ theme }) => theme.color.fill} 50%,
      ${({ theme }) => theme.color.skeleton} 70%
    );
    background-size: 300% 100%;
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;

const Over = styled.span.attrs({ 'aria-hidden': true })`
  display: grid;
  align-items: stretch;

  & > * {
    grid-area: 1 / 1;
  }
`;

const Invisible = styled.span`
  visibility: hidden;
`;

export interface SkeletonForProps {
  /** What the bar stands for, laid out but not shown: the bar takes exactly its height. */
  children: ReactNode;
  /** Width of the bar; the content's width by default. */
  width?: string;
}

/**
 * A grey bar exactly as high as the content it stands for (a price, a button), so the layout does
 * not move when the content replaces it; decorative, so it is hidden from assistive technology.
 */
export function SkeletonFor({ children, width }: SkeletonForProps) {
  return (
    <Over>
      <Invisible>{children}</Invisible>
      <SkeletonBlock $width={width} $height="auto" />
    </Over>
  );
}

/** Tells screen readers that something is loading (加载中), without showing any text. */
export function LoadingStatus() {
  return <VisuallyHidden.Root role="status">加载中</VisuallyHidden.Root>;
}

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** How many lines of text the placeholder stands for; the last one is shorter. */
  lines?: number;
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Grey lines in place of content that is still loading, announced once as 加载中. */
export function Skeleton({ lines = 3, ...rest }: SkeletonProps) {
  return (
    <Lines {...rest}>
      <LoadingStatus />
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} $width={index > 0 && index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
