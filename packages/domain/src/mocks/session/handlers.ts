import { paths } from '../../contract/index.ts';
import { delay, http } from 'msw';
import { anyOrigin, ok, okJson } from '../http.ts';
import {
  checkUserResults,
  loginResponse,
  qrCode,
  qrCodeInfos,
  registerResponse,
  thirdCheckResults,
} from './fixtures.ts';

/** The gateway's calls in each state a story or test may need. */
export const gatewayHandlers = {
  /** GET /user/check/user: the number is free. */
  userAvailable: ok(paths.auth.checkUser, checkUserResults.available),
  /**
   * GET /user/check/user: the number is free, but the first check (sent when the field is left)
   * never answers, so a press on the form comes before it: the form must ask again.
   */
  userAvailableFirstCheckHeld: () => {
    let checks = 0;
    return http.all(anyOrigin(paths.auth.checkUser), async () => {
      checks += 1;
      if (checks === 1) await delay('infinite');
      return okJson(checkUserResults.available);
    });
  },
  /** GET /user/check/user: the number already has an account. */
  userTaken: ok(paths.auth.checkUser, checkUserResults.taken),
  qrWaiting: ok(paths.auth.qrInfo, qrCodeInfos.waiting),
  qrScanned: ok(paths.auth.qrInfo, qrCodeInfos.scanned),
  /** Logs in the certified admin. */
  qrConfirmed: ok(paths.auth.qrInfo, qrCodeInfos.confirmed),
  qrExpired: ok(paths.auth.qrInfo, qrCodeInfos.expired),
  /** The provider's identity is bound: the callback logs in. */
  thirdBound: ok(paths.auth.thirdCheck, thirdCheckResults.bound),
  /** The provider's identity is new: the callback goes to registerAuth. */
  thirdUnbound: ok(paths.auth.thirdCheck, thirdCheckResults.unbound),
};

/** Logins, registration and the user's own record, each answering its fixture. */
const handlers = {
  login: ok(paths.auth.login, loginResponse),
  smsLogin: ok(paths.auth.smsLogin, loginResponse),
  sendSms: ok(paths.auth.sendSms, null),
  checkUser: gatewayHandlers.userAvailable,
  register: ok(paths.auth.register, registerResponse),
  forget: ok(paths.auth.forget, null),
  qrGenerate: ok(paths.auth.qrGenerate, qrCode),
  qrInfo: gatewayHandlers.qrWaiting,
  thirdCheck: gatewayHandlers.thirdBound,
  thirdLogin: ok(paths.auth.thirdLogin, loginResponse),
  finishGuide: ok(paths.auth.finishGuide, null),
  userInfo: ok(paths.user.info, loginResponse.user),
  updateUserInfo: ok(paths.user.updateInfo, null),
};

/** Every session call answering OK. */
export const defaultSessionHandlers = Object.values(handlers);
