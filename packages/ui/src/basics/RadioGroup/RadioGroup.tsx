import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { space } from '../../theme/index.ts';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** The value chosen. */
  value: string;
  /** The text next to the radio; it names the radio. */
  label: ReactNode;
  /** A note under the label, e.g. the balance or why the choice is off. */
  hint?: ReactNode;
  /** The choice cannot be made. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's label, shown above the choices; it names the radiogroup. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value ('' for none). */
  value: string;
  /** Called with the value chosen. */
  onValueChange: (value: string) => void;
  /** The message under the group, in Chinese. */
  error?: string;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** Every choice is off, e.g. while a request is in flight. */
  disabled?: boolean;
  /** Choices side by side instead of one under another. */
  inline?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${space(2)};
`;

const Legend = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Required = styled.span`
  margin-right: ${space(1)};
  color: ${({ theme }) => theme.color.danger};
`;

const Choices = styled(RadixRadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  &[data-inline='true'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${space(5)};
  }
`;

const Choice = styled.div`
  display: grid;
  grid-template-columns: 16px minmax(0, 1fr);
  column-gap: ${space(2)};
  align-items: start;

  & > label {
    cursor: pointer;
  }
  &[data-disabled='true'] > label {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Item = styled(RadixRadioGroup.Item)`
  width: 16px;
  height: 16px;
  margin-top: 3px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.controlOff};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;

  &[data-state='checked'] {
    border: 5px solid ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.fill};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * A labelled group of radios (Radix RadioGroup: arrow keys move between the choices), with
 * a hint under each choice and the error under the group.
 */
export function RadioGroup({
  label,
  options,
  value,
  onValueChange,
  error,
  required = false,
  disabled = false,
  inline = false,
}: RadioGroupProps) {
  const id = useId();
  return (
    <Root>
      <Legend id={`${id}-label`}>
        {required && <Required aria-hidden="true">*</Required>}
        {label}
      </Legend>
      <Choices
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        data-inline={inline}
      >
        {options.map((option, index) => {
          const itemId = `${id}-${index}`;
          const off = disabled || option.disabled === true;
          return (
            <Choice key={option.value} data-disabled={off}>
              <Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint === undefined ? undefined : `${itemId}-hint`}
              />
              <label htmlFor={itemId}>{option.label}</label>
              {option.hint !== undefined && <Hint id={`${itemId}-hint`}>{option.hint}</Hint>}
            </Choice>
          );
        })}
      </Choices>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Root>
  );
}
