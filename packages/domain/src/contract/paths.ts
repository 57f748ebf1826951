/**
 * Every path the client calls, relative to the base `/api/csr`, grouped by area. Paths that
 * the spec does not show are chosen here once, each with a comment, so that the client and
 * the sandbox agree.
 */
export const API_BASE = '/api/csr';

export const paths = {
  auth: {
    login: '/user/login',
  },
  user: {
    /** Spec: "user info calls used by the shared stores: paths not shown". Chosen: the listed getUserInfo. */
    info: '/info/user/getUserInfo',
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
  },
  common: {
    todayLvPrice: '/mall/orderNew/getTodayLvPrice',
    hotSearchKey: '/userDemand/user/demand/products/hotSearchKey',
    /** Reminder poll (ARCHITECTURE.md: implied by the spec's names). */
    queryAction: '/pc/common/flashAction/queryAction',
    /** Clearing a reminder. */
    consumeAction: '/pc/common/flashAction/consume',
  },
  sandbox: {
    /** Sandbox only: liveness, for scripts that wait for the server. */
    health: '/health',
    /** Sandbox only: fault injection (GET to read, PUT to replace, DELETE to clear). */
    faults: '/__admin/faults',
  },
} as const;
