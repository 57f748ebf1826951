import { certification, uploadedFile, userCentrePaths as u } from '../contract/userCentre.ts';
import type {
  Certification,
  CompanyCertForm,
  ImageUpload,
  UploadedFile,
} from '../contract/userCentre.ts';
import type { HttpClient } from '../http/index.ts';

/**
 * Every call of the user centre (spec section 7, "User and finance"; shapes and chosen paths in
 * contract/userCentre.ts). Made inside the area's store factories, so it loads with its pages.
 */
export const createUserCentreService = (http: HttpClient) => ({
  certification: (): Promise<Certification> => http.get(u.certification, certification),
  /** Sends the certification once (Idempotency-Key). */
  certify: (form: CompanyCertForm, idempotencyKey: string): Promise<Certification> =>
    http.post(u.certify, certification, form, { idempotencyKey }),
  upload: (file: ImageUpload): Promise<UploadedFile> => http.post(u.upload, uploadedFile, file),
});
export type UserCentreService = ReturnType<typeof createUserCentreService>;
