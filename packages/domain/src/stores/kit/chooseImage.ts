import { runInAction } from 'mobx';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../contract/userCentre.ts';
import { ApiError } from '../../http/index.ts';
import { bytesToBase64 } from '../../rules/contracts.ts';
import { imageUploadError } from '../../rules/userCentre.ts';
import type { UserCentreService } from '../../services/userCentre.ts';
import type { ChosenLicence } from '../userCentre/CertificationStore.ts';

/** An image field with nothing chosen. */
export const NO_IMAGE: ChosenLicence = { fileName: '', error: '', fileId: 0, uploading: false };

/**
 * Checks an image chosen at a form's field by its content (JPG or PNG, at most 5 MB) and
 * uploads it, telling `set` each step; a bad one keeps its name and the reason, a cleared field
 * says `missing`. An answer for a file no longer chosen (`current()` names another) is dropped.
 */
export const chooseImage = async (
  file: File | null,
  missing: string,
  upload: UserCentreService['upload'],
  current: () => ChosenLicence,
  set: (chosen: ChosenLicence) => void,
): Promise<void> => {
  if (!file) {
    set({ ...NO_IMAGE, error: missing });
    return;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const error = imageUploadError(bytes, IMAGE_UPLOAD_MAX_BYTES);
  runInAction(() => set({ fileName: file.name, error, fileId: 0, uploading: error === '' }));
  if (error) return;
  try {
    const { fileId } = await upload({ fileName: file.name, content: bytesToBase64(bytes) });
    runInAction(() => {
      if (current().fileName === file.name)
        set({ fileName: file.name, error: '', fileId, uploading: false });
    });
  } catch (failure) {
    runInAction(() =>
      set({
        fileName: file.name,
        error: failure instanceof Error ? failure.message : '上传失败',
        fileId: 0,
        uploading: false,
      }),
    );
    if (!(failure instanceof ApiError)) throw failure;
  }
};

/**
 * A required image field checked before a send: says `missing` when no image is uploaded or on
 * its way (and no other reason is shown); unchanged otherwise.
 */
export const checkedImage = (chosen: ChosenLicence, missing: string): ChosenLicence =>
  chosen.fileId === 0 && !chosen.uploading && !chosen.error
    ? { ...chosen, error: missing }
    : chosen;
