import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { CertificationMask } from './CertificationMask.tsx';

const meta = preview.meta({
  title: 'Components/CertificationMask',
  component: CertificationMask,
  args: {
    certified: true,
    children: <Currency size="lg">¥21,350.00</Currency>,
    onCertify: fn(),
  },
});

export const Certified = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥21,350.00')).toBeVisible();
    await expect(canvas.queryByText('去认证')).not.toBeInTheDocument();
  },
});

/** Uncertified: 去认证 takes the price's place, and the box keeps the price's width. */
export const Uncertified = meta.story({
  args: { certified: false },
  play: async ({ args, canvas, userEvent }) => {
    const certify = canvas.getByRole('button', { name: '去认证' });
    await expect(canvas.getByText('¥21,350.00')).not.toBeVisible();
    await expect(certify.parentElement?.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      canvas.getByText('¥21,350.00').getBoundingClientRect().width,
    );
    await userEvent.click(certify);
    await expect(args.onCertify).toHaveBeenCalledTimes(1);
  },
});

/** As a link to company certification, with a reserved width for a '-' placeholder. */
export const UncertifiedLink = meta.story({
  args: {
    certified: false,
    children: <Currency>-</Currency>,
    href: '#/center/userInfo/companyCreate',
    $minWidth: '96px',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '去认证' });
    await expect(link).toHaveAttribute('href', '#/center/userInfo/companyCreate');
    await expect(link.parentElement?.getBoundingClientRect().width).toBe(96);
  },
});
