import { expect, waitFor } from 'storybook/test';

/**
 * Story helper: waits until nothing loads or spins and no dialog is open, so that the
 * screenshot after an action shows the settled page.
 */
export const settled = () =>
  waitFor(() => {
    expect(document.body.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.body.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull();
  });
