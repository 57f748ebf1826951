import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { FileField } from './FileField.tsx';

const meta = preview.meta({
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: '盖章合同',
    accept: 'application/pdf,.pdf',
    fileName: '',
    hint: '仅支持 PDF 文件，不超过 5 MB',
    required: true,
    onFileChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <FileField {...args} />
    </div>
  ),
});

/** Choosing a file hands it over. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/盖章合同/);
    await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    const file = new File(['%PDF-1.4'], '盖章合同.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
  },
});

/** The chosen file stays named with the reason it cannot be sent. */
export const Refused = meta.story({
  args: { fileName: '合同扫描件.docx', error: '请上传 PDF 文件' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已选择：合同扫描件.docx')).toBeVisible();
    await expect(canvas.getByLabelText(/盖章合同/)).toHaveAccessibleDescription('请上传 PDF 文件');
  },
});
