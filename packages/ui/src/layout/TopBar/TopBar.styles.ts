import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** The user menu's trigger; also its look while the menu's code is still loading. */
export const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 320px;
  padding: 0 ${space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    color: ${({ theme }) => theme.color.primary};
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
  }
`;
