import { runInAction } from 'mobx';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../contract/userCentre.ts';
import { ApiError } from '../../http/index.ts';
import { bytesToBase64 } from '../../rules/contracts.ts';
import { imageUploadError } from '../../rules/userCentre.ts';
import type { UserCentreService } from '../../services/userCentre.ts';
import type { ChosenLicence } from './CertificationStore.ts';

/**
 * Checks an image chosen at a form's field by its content (JPG or PNG, at most 5 MB) and
 * uploads it, telling `set` each step; a bad one keeps its name and the reason. An answer for a
 * file no longer chosen (`current()` names another) is dropped.
 */
export const chooseImage = async (
  file: File,
  upload: UserCentreService['upload'],
  current: () => ChosenLicence,
  set: (chosen: ChosenLicence) => void,
): Promise<void> => {
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
