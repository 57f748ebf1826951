import { http } from 'msw';
import { userCentrePaths } from '../../contract/userCentre.ts';
import type { Certification, CompanyCertForm, ImageUpload } from '../../contract/userCentre.ts';
import { anyOrigin, okJson, recording } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import { certificationFixtures } from './fixtures.ts';

interface UserCentreServerOptions {
  /** The certification at the start; none (uncertified) by default. */
  certification?: Certification;
}

/**
 * A user-centre server for one story: the calls it saw, the certification (sending the form
 * makes it 审核中) and the uploaded images (ids from 501).
 */
export function createUserCentreServer({
  certification: initial = certificationFixtures.none,
}: UserCentreServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let certification: Certification = initial;
  let lastFileId = 500;
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const handlers = [
    http.get(
      anyOrigin(userCentrePaths.certification),
      record(() => okJson(certification)),
    ),
    http.post(
      anyOrigin(userCentrePaths.certify),
      record(({ body }) => {
        certification = {
          company: null,
          state: 1,
          form: body as CompanyCertForm,
          rejectReason: null,
          submittedAt: '2026-03-18 10:00:00',
        };
        return okJson(certification);
      }),
    ),
    http.post(
      anyOrigin(userCentrePaths.upload),
      record(({ body }) => {
        lastFileId += 1;
        return okJson({ fileId: lastFileId, fileName: (body as ImageUpload).fileName });
      }),
    ),
  ];
  return { handlers, requests };
}
