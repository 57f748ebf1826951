import { useId } from 'react';
import styled from 'styled-components';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { Star } from 'lucide-react';
import { space } from '../../theme/index.ts';

export interface StarRatingProps {
  /** The group's label, e.g. 评分; it names the radiogroup. */
  label: string;
  /** Stars chosen, 1 to `max`; 0 for none yet. */
  value: number;
  /** Called with the stars chosen; leave it out to show a rating that cannot be changed. */
  onChange?: (value: number) => void;
  /** Most stars; 5 by default. */
  max?: number;
  /** The message under the stars, in Chinese. */
  error?: string;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** No star can be chosen, e.g. while the evaluation is being sent. */
  disabled?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${space(1)};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.text};
`;

const Required = styled.span`
  margin-right: ${space(1)};
  color: ${({ theme }) => theme.color.danger};
`;

const Stars = styled(RadixRadioGroup.Root)`
  display: inline-flex;
  gap: ${space(1)};
`;

const Item = styled(RadixRadioGroup.Item)`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.controlOff};
  cursor: pointer;

  &[data-lit='true'] {
    color: ${({ theme }) => theme.color.warning};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 1px;
  }
`;

const Shown = styled.span`
  display: inline-flex;
  gap: ${space(1)};
  color: ${({ theme }) => theme.color.controlOff};

  & > [data-lit='true'] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** How an arrow key moves the rating. */
const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
};

/**
 * 1 to 5 stars. With `onChange` a Radix radio group (arrow keys move, each star is a radio
 * named 「n 星」); without it an image named 「n 星（满分 5 星）」.
 */
export function StarRating({
  label,
  value,
  onChange,
  max = 5,
  error,
  required = false,
  disabled = false,
}: StarRatingProps) {
  const id = useId();
  const scores = Array.from({ length: max }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <Shown role="img" aria-label={`${label} ${value} 星（满分 ${max} 星）`}>
        {scores.map((score) => (
          <Star
            key={score}
            aria-hidden="true"
            size={18}
            data-lit={score <= value}
            fill={score <= value ? 'currentColor' : 'none'}
          />
        ))}
      </Shown>
    );
  }
  return (
    <Root>
      <Label id={`${id}-label`}>
        {required && <Required aria-hidden="true">*</Required>}
        {label}
      </Label>
      <Stars
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        value={value > 0 ? String(value) : ''}
        onValueChange={(next) => onChange(Number(next))}
        // Arrow keys choose the star they move to, without wrapping around (Radix checks on
        // focus only while the key is still down, which a quick key press can miss).
        onKeyDown={(event) => {
          const step = ARROW_STEPS[event.key];
          const from = Number((event.target as HTMLElement).getAttribute('value'));
          const next = step === undefined ? from : Math.min(max, Math.max(1, from + step));
          if (!disabled && next !== from) onChange(next);
        }}
        loop={false}
        disabled={disabled}
      >
        {scores.map((score) => (
          <Item
            key={score}
            value={String(score)}
            aria-label={`${score} 星`}
            data-lit={score <= value}
          >
            <Star aria-hidden="true" size={24} fill={score <= value ? 'currentColor' : 'none'} />
          </Item>
        ))}
      </Stars>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Root>
  );
}
