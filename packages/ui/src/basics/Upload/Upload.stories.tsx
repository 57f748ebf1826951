import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Upload, type UploadProps } from './Upload.tsx';

/** A 2 × 2 PNG, as a buyer's photo of a licence would be. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYGD4z8DAwMjAwMDAAAAKBgEBMTWmGAAAAABJRU5ErkJggg==';
const photo = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], '营业执照.png', {
    type: 'image/png',
  });

/** The control with a form behind it: the chosen file's name kept, 删除 clears it. */
function Held(props: UploadProps) {
  const [fileName, setFileName] = useState(props.fileName);
  return (
    <div style={{ width: 420 }}>
      <Upload
        {...props}
        fileName={fileName}
        onFileChange={(file) => {
          setFileName(file?.name ?? '');
          props.onFileChange(file);
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Components/Upload',
  component: Upload,
  args: {
    'aria-label': '营业执照',
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    typeNames: 'JPG、PNG',
    maxBytes: 5 * 1024 * 1024,
    fileName: '',
    onFileChange: fn(),
  },
  render: (args) => <Held {...args} />,
});

/** Empty: the zone asks for a file and states the limits; Tab reaches it. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('支持 JPG、PNG，单个不超过 5MB')).toBeVisible();
    const input = canvas.getByLabelText('营业执照');
    await expect(input).toHaveAccessibleDescription('支持 JPG、PNG，单个不超过 5MB');
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
});

/** An image chosen: its thumbnail, its name, 删除 hands null over and clears it. */
export const ImageChosen = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const file = photo();
    await userEvent.upload(canvas.getByLabelText('营业执照'), file);
    await expect(args.onFileChange).toHaveBeenLastCalledWith(file);
    const thumbnail = await canvas.findByRole('img', { name: '营业执照.png 预览' });
    await expect(thumbnail).toBeVisible();
    await expect(canvas.getByText('已选择')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除 营业执照.png' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('营业执照.png')).not.toBeInTheDocument();
  },
});

/** Being sent: a progress bar, and nothing else can be chosen meanwhile. */
export const Uploading = meta.story({
  args: { fileName: '营业执照.jpg', uploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '营业执照.jpg 上传中' })).toBeVisible();
    await expect(canvas.getByText('上传中…')).toBeVisible();
    await expect(canvas.getByLabelText('营业执照')).toBeDisabled();
  },
});

/** A file of another type (dropped past the picker's filter) is refused in Chinese. */
export const WrongType = meta.story({
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('营业执照');
    const file = new File(['GIF89a'], '营业执照.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [file] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '文件格式不支持，请上传 JPG、PNG 格式的文件',
    );
    await expect(input).toBeInvalid();
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
});

/** A file over the limit is refused with the limit named. */
export const TooLarge = meta.story({
  args: { maxBytes: 1024 },
  play: async ({ args, canvas, userEvent }) => {
    const big = new File([new Uint8Array(2048)], '扫描件.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('营业执照'), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '文件过大，单个文件不能超过 1KB',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
});

/** A document: a file icon in place of a thumbnail, the server's reason kept beside it. */
export const ServerRefused = meta.story({
  args: {
    'aria-label': '盖章合同',
    accept: 'application/pdf,.pdf',
    typeNames: 'PDF',
    fileName: '采购合同-盖章.pdf',
    error: '合同文件无法识别，请重新上传',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('采购合同-盖章.pdf')).toBeVisible();
    await expect(canvas.queryByText('已选择')).not.toBeInTheDocument();
  },
});
