import { within } from 'storybook/test';

/** What a play's userEvent needs to choose. */
interface Clicks {
  click: (element: Element) => Promise<void>;
}

/**
 * Chooses the option named `name` in the app's own drop-down (SelectMenu, a Radix Select, which
 * stories and pages share): opens it, then clicks the option in its listbox.
 */
export async function choose(user: Clicks, select: Element, name: string | RegExp) {
  await user.click(select);
  await user.click(await within(document.body).findByRole('option', { name }));
}
