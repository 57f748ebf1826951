import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface SwitchProps {
  /** The label on the left, e.g. 短信通知. */
  label: ReactNode;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Whether it starts on (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it (click or Space). */
  onCheckedChange?: (checked: boolean) => void;
  /** Cannot be flipped. */
  disabled?: boolean;
  /** The change is being saved: shows a spinner and cannot be flipped meanwhile. */
  loading?: boolean;
  /** The id of the switch; one is made up when left out. */
  id?: string;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

// The track shows 40 × 20 px inside a transparent 2 px border: the target is 44 × 24 px.
const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.controlOff};
  background-clip: padding-box;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  position: absolute;
  top: 2px;
  left: 2px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: 10px;
  transition: transform ${({ theme }) => theme.motion.fast};

  &[data-state='checked'] {
    transform: translateX(20px);
  }
  [data-state='unchecked'] > & {
    color: ${({ theme }) => theme.color.controlOff};
  }
`;

const Label = styled.label`
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** An on/off switch with its label (Radix Switch: Space flips it). */
export function Switch({ label, loading = false, disabled = false, id, ...rest }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const locked = disabled || loading;
  return (
    <Root>
      <Label htmlFor={switchId} data-disabled={locked}>
        {label}
      </Label>
      <Track id={switchId} disabled={locked} aria-busy={loading || undefined} {...rest}>
        <Thumb>{loading && <Spinner />}</Thumb>
      </Track>
    </Root>
  );
}
