/** Design tokens: the one place where colours, type, spacing and radii are set (UI.md). */
export const theme = {
  color: {
    primary: '#1456C8',
    primaryHover: '#0F47A8',
    primarySoft: '#E8F0FD',
    price: '#D6330B',
    success: '#147F4A',
    warning: '#A35F00',
    danger: '#C8281F',
    /** Status tags' fills under their tone's colour (AA for the text on them). */
    successSoft: '#EDF8F2',
    warningSoft: '#FDF6EA',
    dangerSoft: '#FCEEED',
    text: '#1F2633',
    textSecondary: '#4A5566',
    textMuted: '#5F6B7D',
    border: '#D5DBE4',
    /** The track of a switched-off switch: 3:1 against the page, as WCAG asks of controls. */
    controlOff: '#7B8596',
    /** Skeleton blocks while a list loads. */
    skeleton: '#E4E8EE',
    borderStrong: '#B8C1CE',
    fill: '#EEF1F5',
    background: '#F5F7FA',
    surface: '#FFFFFF',
    overlay: 'rgba(31, 38, 51, 0.45)',
  },
  font: {
    family: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px' },
    weight: { regular: 400, bold: 600 },
    lineHeight: 1.57,
  },
  /** The 4 px grid: 4, 8, 12, 16, 24, 32, 48. */
  space: [0, 4, 8, 12, 16, 24, 32, 48] as const,
  radius: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  /** Heights of buttons, inputs and selects, so a toolbar lines up. */
  control: { sm: '28px', md: '32px', lg: '40px' },
  shadow: {
    popover: '0 6px 16px rgba(31, 38, 51, 0.12)',
    dialog: '0 12px 32px rgba(31, 38, 51, 0.2)',
  },
  layout: { content: '1200px', sideMenu: '200px', header: '64px' },
  motion: { fast: '150ms', normal: '200ms' },
  z: { header: 100, popover: 1000, dialog: 1100, toast: 1200 },
} as const;

export type Theme = typeof theme;

/** Spacing on the 4 px grid: `space(4)` is 16px. */
export const space = (step: 1 | 2 | 3 | 4 | 5 | 6 | 7): string => `${theme.space[step]}px`;
