import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { FileField } from './FileField.tsx';

const meta = preview.meta({
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: '盖章合同',
    accept: 'application/pdf,.pdf',
    typeNames: 'PDF',
    maxBytes: 5 * 1024 * 1024,
    fileName: '',
    hint: '请上传加盖公章的合同扫描件',
    required: true,
    onFileChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <FileField {...args} />
    </div>
  ),
});

/** Choosing a file hands it over; the label names the control and the limits describe it. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/盖章合同/);
    await expect(input).toHaveAccessibleDescription(
      '请上传加盖公章的合同扫描件，支持 PDF，单个不超过 5MB',
    );
    const file = new File(['%PDF-1.4'], '盖章合同.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
  },
});

/** The chosen file stays named with the reason it cannot be sent. */
export const Refused = meta.story({
  args: { fileName: '合同扫描件.pdf', error: '合同文件无法识别，请重新上传' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('合同扫描件.pdf')).toBeVisible();
    await expect(canvas.getByLabelText(/盖章合同/)).toHaveAccessibleDescription(
      '合同文件无法识别，请重新上传 请上传加盖公章的合同扫描件，支持 PDF，单个不超过 5MB',
    );
  },
});
