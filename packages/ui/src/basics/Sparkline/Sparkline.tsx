import styled from 'styled-components';

export interface SparklineProps {
  /** The values, oldest first; fewer than two draw nothing. */
  values: readonly number[];
  /** Width in px. */
  width?: number;
  /** Height in px. */
  height?: number;
  /** What the line shows, read out by screen readers, e.g. 近 10 个交易日铝价走势. */
  label: string;
}

const Svg = styled.svg`
  display: block;
  color: ${({ theme }) => theme.color.primary};
  overflow: visible;
`;

/** A small SVG trend line, for cards (no chart library on the home route). */
export function Sparkline({ values, width = 160, height = 40, label }: SparklineProps) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const range = Math.max(...values) - min || 1;
  const step = width / (values.length - 1);
  const points = values.map(
    (v, i) => `${(i * step).toFixed(1)},${(height - ((v - min) / range) * height).toFixed(1)}`,
  );
  return (
    <Svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Svg>
  );
}
