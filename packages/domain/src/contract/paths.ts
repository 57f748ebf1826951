/**
 * Every path the client calls, relative to the base `/api/csr`, grouped by area. Paths that
 * the spec does not show are chosen here once, each with a comment, so that the client and
 * the sandbox agree.
 */
export const API_BASE = '/api/csr';

export const paths = {
  auth: {
    login: '/user/login',
    sendSms: '/user/sendSms',
    smsLogin: '/user/sms/Login',
    register: '/user/register',
    checkUser: '/user/check/user',
    forget: '/user/forget',
    qrGenerate: '/pc/login/user/generateCode',
    qrInfo: '/pc/login/user/getCodeInfo',
    thirdCheck: '/pc/login/user/thirdCheckP',
    thirdLogin: '/pc/login/user/thirdLogin',
    /** Marks the new-user guide as done (spec: updateIsFinishAppGuide, used for the PC guide too). */
    finishGuide: '/pc/login/user/updateIsFinishAppGuide',
  },
  user: {
    /** Spec: "user info calls used by the shared stores: paths not shown". Chosen: the listed getUserInfo. */
    info: '/info/user/getUserInfo',
    /** Updates the user's own fields; the notification settings send isPush, pushApp, pushDx, pushWx. */
    updateInfo: '/info/user/updateUserInfo',
  },
  orders: {
    /** Order counts for the stage tabs (spec 7, "Counts and reasons"). */
    count: '/pc/new/mall/order/getAppMallOrderCount',
  },
  cart: {
    /** Spec: "cart number: path not shown". Chosen: the listed getPCMyCartNewCount. */
    count: '/pc/new/mall/cart/getPCMyCartNewCount',
  },
  messages: {
    /** Spec: "message count: path not shown". Chosen: the listed queryCount. */
    count: '/pc/message/message/queryCount',
    /** The message centre's tabs. */
    typeList: '/pc/message/message/selectMessageTypeListByGroup',
    /** The drop-down's latest messages (optional messageTypeId). */
    latest: '/pc/message/message/getLatestMessageList',
    /** One page of a type's messages (messageTypeId, pageNum, pageSize). */
    list: '/pc/message/message/getMessageList',
    /** Marks every message read ('mark all read'). */
    clearUnread: '/pc/message/message/clearUnread',
    /** Marks every message of a type read (messageTypeId); called when its tab opens. */
    changeTypeStatus: '/pc/message/message/changeStatus/messageTypeId',
    /** Chosen: marks one message read (id), when it is clicked. */
    changeStatus: '/pc/message/message/changeStatus',
    /** The notification settings tree. */
    settings: '/pc/message/message/getMessageTypeList',
    /** POST { messageTypeId, receive }: a type and all its sub-settings. */
    batchUpdateSetting: '/pc/message/message/batchUpdateMessageSetting',
    /** POST { messageSettingId, receive }: one sub-setting. */
    updateSetting: '/pc/message/message/updateMessageSetting',
    /** bizCode to page: where a clicked message leads. */
    jumpMap: '/messageCenter/type/message/all',
  },
  common: {
    todayLvPrice: '/mall/orderNew/getTodayLvPrice',
    hotSearchKey: '/userDemand/user/demand/products/hotSearchKey',
    /** Reminder poll (ARCHITECTURE.md: implied by the spec's names). */
    queryAction: '/pc/common/flashAction/queryAction',
    /** Clearing a reminder. */
    consumeAction: '/pc/common/flashAction/consume',
    /** The customer-service chat widget's login identity. */
    customerServiceToken: '/customer/service/token',
  },
  sandbox: {
    /** Sandbox only: liveness, for scripts that wait for the server. */
    health: '/health',
    /** Sandbox only: fault injection (GET to read, PUT to replace, DELETE to clear). */
    faults: '/__admin/faults',
    /** Sandbox only: the last SMS code sent to a number (GET ?username=), as the phone would show it. */
    lastSms: '/__admin/sms/last',
    /** Sandbox only: the phone scans a QR login code (PUT { code, username }). */
    qrScan: '/__admin/qr/scan',
    /** Sandbox only: the phone confirms a scanned QR login code (PUT { code }). */
    qrConfirm: '/__admin/qr/confirm',
    /** Sandbox only: the provider authorises an identity (POST { type, openid, nickname }); answers { code, unionid }. */
    thirdAuthorize: '/__admin/third/authorize',
    /**
     * Sandbox only: a stand-in for the provider's authorisation page (GET ?type=&redirect=): the
     * buyer picks a test identity and is sent back to `redirect` with `?code=`.
     */
    thirdAuthorizePage: '/__admin/third/authorize-page',
    /** Sandbox only: raises a reminder for a user now (POST { username, actionCode, businessMsg? }). */
    raiseReminder: '/__admin/reminders',
  },
} as const;
