import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { FormField } from '../FormField/FormField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { space } from '../../theme/index.ts';

/** How strong a password is, as the caller rates it. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** The strength of what was typed, rated by the caller; shows 密码强度 under the field. */
  strength?: PasswordStrength;
}

const strengthLevels: Record<PasswordStrength, { text: string; bars: number }> = {
  weak: { text: '弱', bars: 1 },
  medium: { text: '中', bars: 2 },
  strong: { text: '强', bars: 3 },
};

const Strength = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: ${space(1)} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSecondary};

  &:empty {
    display: none;
  }
  &[data-variant='weak'] {
    --strength: ${({ theme }) => theme.color.danger};
  }
  &[data-variant='medium'] {
    --strength: ${({ theme }) => theme.color.warning};
  }
  &[data-variant='strong'] {
    --strength: ${({ theme }) => theme.color.success};
  }
`;

const Level = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: var(--strength);
`;

const Bars = styled.span`
  display: inline-flex;
  gap: ${space(1)};
`;

const Bar = styled.span`
  width: 32px;
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.border};

  &[data-on='true'] {
    background: var(--strength);
  }
`;

/**
 * A password input with a 显示密码 toggle (a pressed button shows the text) and an optional
 * strength hint. The ref reaches the `<input>`, so react-hook-form's `register` works.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { strength, label, required = false, $labelWidth, id, disabled, ...rest },
    ref,
  ) {
    const generatedId = useId();
    const controlId = id ?? generatedId;
    const [visible, setVisible] = useState(false);
    const level = strength && strengthLevels[strength];
    const Icon = visible ? EyeOff : Eye;

    return (
      <FormField controlId={controlId} label={label} required={required} $labelWidth={$labelWidth}>
        <div>
          <Input
            ref={ref}
            id={controlId}
            type={visible ? 'text' : 'password'}
            required={required}
            disabled={disabled}
            suffix={
              <IconButton
                label="显示密码"
                aria-pressed={visible}
                disabled={disabled}
                onClick={() => setVisible((shown) => !shown)}
              >
                <Icon aria-hidden="true" size={16} />
              </IconButton>
            }
            {...rest}
          />
          <Strength data-variant={strength} aria-live="polite">
            {level && (
              <>
                密码强度：<Level>{level.text}</Level>
                <Bars aria-hidden="true">
                  {[1, 2, 3].map((bar) => (
                    <Bar key={bar} data-on={bar <= level.bars} />
                  ))}
                </Bars>
              </>
            )}
          </Strength>
        </div>
      </FormField>
    );
  },
);
