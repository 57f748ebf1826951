import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';

/** What the zone takes, stated under it and checked before a file is handed over. */
export interface UploadLimits {
  /** The types taken, as the picker's accept: extensions and MIME types, e.g. '.pdf,application/pdf'. */
  accept: string;
  /** The types in words, for the limits line and the refusal, e.g. JPG、PNG. */
  typeNames: string;
  /** The largest file taken, in bytes; leave it out for no limit. */
  maxBytes?: number;
}

/** The attributes a FormField gives its control. */
interface FieldAttributes {
  /** The id of the file control, which a FormField's label names. */
  id?: string;
  /** The field's name for assistive technology when no label names it. */
  'aria-label'?: string;
  /** The error message's id the control is described by, beside its limits. */
  'aria-describedby'?: string;
  /** Marks the control invalid. */
  'aria-invalid'?: boolean;
  /** Marks the control required. */
  'aria-required'?: boolean;
}

export interface UploadZoneProps extends UploadLimits, FieldAttributes {
  /** Several files at once (photos); each is handed over in `onFiles`. */
  multiple?: boolean;
  /** Nothing can be chosen, e.g. while a file is sent or the most photos are there. */
  disabled?: boolean;
  /** A note before the limits, e.g. 加盖企业公章的授权书. */
  hint?: string;
  /** A note after the limits, e.g. 最多 9 张（已上传 2 张）. */
  note?: string;
  /**
   * Whether the zone refuses a file of another type or size itself (true), or hands every file
   * over for the caller to refuse each with its own reason (false).
   */
  checked?: boolean;
  /** Called with the files chosen or dropped that pass the check. */
  onFiles: (files: File[]) => void;
}

export interface UploadItemProps {
  /** The file's name. */
  fileName: string;
  /** An address of the image to show small, '' or left out for a document. */
  thumbnail?: string;
  /** The file is being sent: a progress bar shows. */
  uploading?: boolean;
  /** The file cannot be used: no 已选择 mark, the row outlined red (the reason shows at the field). */
  invalid?: boolean;
  /** 删除 cannot be used. */
  disabled?: boolean;
  /** Called by 删除. */
  onRemove: () => void;
}

export interface UploadProps extends UploadLimits, FieldAttributes {
  /** The chosen file's name; '' before one is chosen. */
  fileName: string;
  /** The chosen file is being sent: a progress bar shows and nothing else can be chosen. */
  uploading?: boolean;
  /** The reason the chosen file cannot be used, in Chinese (from the form or the server). */
  error?: string;
  /** A note before the limits, e.g. 加盖企业公章的授权书. */
  hint?: string;
  /** Nothing can be chosen or removed. */
  disabled?: boolean;
  /** Called with a file of the right type and size, or null when 删除 removes the chosen one. */
  onFileChange: (file: File | null) => void;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const Zone = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 56px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover,
  &[data-dragging='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 1px;
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.fill};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The file control itself, invisible over the whole zone: it takes clicks, keys and drops. */
const Picker = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Call = styled.span`
  color: ${({ theme }) => theme.color.primary};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Thumb = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
`;

const NameColumn = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Bar = styled.div`
  position: relative;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.fill};

  &::after {
    content: '';
    position: absolute;
    inset: 0 60% 0 0;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Status = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-done='true'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The files of a zone that takes several (photos): one UploadItem in each item. */
export const UploadList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 5 MB, 500 KB: a size in the unit buyers read. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

/** Whether a file's name or type is among `accept`'s extensions and MIME types. */
const accepted = (file: File, accept: string) =>
  accept.split(',').some((entry) => {
    const type = entry.trim().toLowerCase();
    if (type.startsWith('.')) return file.name.toLowerCase().endsWith(type);
    if (type.endsWith('/*')) return file.type.startsWith(type.slice(0, -1));
    return file.type === type;
  });

/** Why a file cannot be taken under `limits`, in Chinese; '' when it can. */
const refusalOf = (file: File, { accept, typeNames, maxBytes }: UploadLimits) =>
  !accepted(file, accept)
    ? `${file.name}：文件格式不支持，请上传 ${typeNames} 格式的文件`
    : maxBytes !== undefined && file.size > maxBytes
      ? `${file.name}：文件过大，单个文件不能超过 ${sizeText(maxBytes)}`
      : '';

/** A preview address for an image the buyer chose, released when another one is chosen. */
function useThumbnail(file: File | null) {
  const url = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : ''),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The product's own file picker, whatever the browser's language: a zone to click (or focus and
 * press Enter or Space) or to drop files on, with the limits stated under it (支持 JPG、PNG，单个
 * 不超过 5MB). A file of another type or too large is refused here with its reason in Chinese and
 * never handed over (unless `checked` is false).
 */
export function UploadZone({
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
  accept,
  typeNames,
  maxBytes,
  multiple = false,
  disabled = false,
  hint,
  note,
  checked = true,
  onFiles,
}: UploadZoneProps) {
  const [refusal, setRefusal] = useState('');
  const [dragging, setDragging] = useState(false);
  const limitsId = useId();
  const refusalId = useId();
  const limits = `支持 ${typeNames}${maxBytes ? `，单个不超过 ${sizeText(maxBytes)}` : ''}`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so that the same file chosen again after 删除 is seen again.
    event.target.value = '';
    setDragging(false);
    if (files.length === 0) return;
    const reasons = checked
      ? files.map((file) => refusalOf(file, { accept, typeNames, maxBytes }))
      : [];
    setRefusal(reasons.filter(Boolean).join('；'));
    const taken = files.filter((_, index) => !reasons[index]);
    if (taken.length > 0) onFiles(taken);
  };

  return (
    <>
      <Zone
        data-dragging={dragging}
        data-invalid={Boolean(refusal || invalid)}
        data-disabled={disabled}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
      >
        <UploadCloud size={24} aria-hidden="true" />
        <span>
          <Call>点击上传</Call> 或将文件拖到此处
        </span>
        <Picker
          type="file"
          id={id}
          aria-label={ariaLabel}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={invalid || Boolean(refusal) || undefined}
          aria-required={required}
          aria-describedby={[refusal ? refusalId : describedBy, limitsId].filter(Boolean).join(' ')}
          onChange={handleChange}
        />
      </Zone>
      <Note id={limitsId}>{[hint, limits, note].filter(Boolean).join('，')}</Note>
      {refusal && (
        <Refusal id={refusalId} role="alert">
          {refusal}
        </Refusal>
      )}
    </>
  );
}

/** A chosen or sent file: its thumbnail (images) or a file icon, its name, progress, 删除. */
export function UploadItem({
  fileName,
  thumbnail,
  uploading = false,
  invalid = false,
  disabled = false,
  onRemove,
}: UploadItemProps) {
  return (
    <Chosen data-invalid={invalid}>
      {thumbnail ? (
        <Thumb src={thumbnail} alt={`${fileName} 预览`} />
      ) : (
        <FileText size={20} aria-hidden="true" />
      )}
      <NameColumn>
        <Name title={fileName}>{fileName}</Name>
        {uploading && <Bar role="progressbar" aria-label={`${fileName} 上传中`} />}
      </NameColumn>
      {uploading ? <Status>上传中…</Status> : !invalid && <Status data-done="true">已选择</Status>}
      <IconButton
        label={`删除 ${fileName}`}
        variant="danger"
        disabled={disabled || uploading}
        onClick={onRemove}
      >
        <X size={16} aria-hidden="true" />
      </IconButton>
    </Chosen>
  );
}

/**
 * The product's one file field: the UploadZone, then the chosen file as an UploadItem with its
 * thumbnail (images), a progress bar while it is sent, 已选择 after, and 删除.
 */
export function Upload({
  fileName,
  uploading = false,
  error,
  disabled = false,
  onFileChange,
  ...zone
}: UploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const thumbnail = useThumbnail(file !== null && file.name === fileName ? file : null);
  return (
    <Root>
      <UploadZone
        {...zone}
        disabled={disabled || uploading}
        onFiles={([chosen]) => {
          if (!chosen) return;
          setFile(chosen);
          onFileChange(chosen);
        }}
      />
      {fileName !== '' && (
        <UploadItem
          fileName={fileName}
          thumbnail={thumbnail}
          uploading={uploading}
          invalid={Boolean(error)}
          disabled={disabled}
          onRemove={() => {
            setFile(null);
            onFileChange(null);
          }}
        />
      )}
    </Root>
  );
}
